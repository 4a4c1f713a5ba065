/**
 * @generated SignedSource<<22788db1496ac51af0363d2383f572a7>>
 * @relayHash af31b8eb0a7e7e7cb23a6deb75fb102c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54dfebd3e01f886c78a3d45b88efe8b7852cee86de7184eda5cf98b773721b11

import { ConcreteRequest } from 'relay-runtime';
export type PostIdInput = {
  id: string;
};
export type recordPostViewMutation$variables = {
  input: PostIdInput;
};
export type recordPostViewMutation$data = {
  readonly recordPostView: {
    readonly counted: boolean;
  };
};
export type recordPostViewMutation = {
  response: recordPostViewMutation$data;
  variables: recordPostViewMutation$variables;
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
    "name": "recordPostViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "recordPostViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "54dfebd3e01f886c78a3d45b88efe8b7852cee86de7184eda5cf98b773721b11",
    "metadata": {},
    "name": "recordPostViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "953037c38e6e1c42c8762ba656745b2b";

export default node;
