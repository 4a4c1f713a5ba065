/**
 * @generated SignedSource<<b840a9a35204afdd9195f4a76f4bb1e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "7eee5735f3278f07b0ac6ad214c267d9",
    "id": null,
    "metadata": {},
    "name": "useViewBeaconMutation",
    "operationKind": "mutation",
    "text": "mutation useViewBeaconMutation(\n  $input: PostIdInput!\n) {\n  recordPostView(input: $input) {\n    counted\n  }\n}\n"
  }
};
})();

(node as any).hash = "f16c6318aab310a457fc0f4e5530ae32";

export default node;
