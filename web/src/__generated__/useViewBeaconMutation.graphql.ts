/**
 * @generated SignedSource<<5db773ffef10fa29ed637b8c2fe0f963>>
 * @relayHash 7eee5735f3278f07b0ac6ad214c267d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b63fbe14d3ba2f766427762fea29daf4260934e70b2f93f684083ad0912c643

import { ConcreteRequest } from 'relay-runtime';
export type PostIdInput = {
  id: string;
};
export type useViewBeaconMutation$variables = {
  input: PostIdInput;
};
export type useViewBeaconMutation$data = {
  readonly recordPostView: {
    readonly counted: boolean;
  };
};
export type useViewBeaconMutation = {
  response: useViewBeaconMutation$data;
  variables: useViewBeaconMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RecordPostViewPayload",
    "kind": "LinkedField",
    "name": "recordPostView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "counted",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewBeaconMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewBeaconMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b63fbe14d3ba2f766427762fea29daf4260934e70b2f93f684083ad0912c643",
    "metadata": {},
    "name": "useViewBeaconMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f16c6318aab310a457fc0f4e5530ae32";

export default node;
