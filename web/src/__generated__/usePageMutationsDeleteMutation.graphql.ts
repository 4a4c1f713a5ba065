/**
 * @generated SignedSource<<49cd24be4ab53931cf4f268d8d1b49bc>>
 * @relayHash 04f4fd11c6abbc3f5ef0244429fa83f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f168995db93682de2c239111613f1ebfa214a891b64c19766dcc43e1b9bf5df5

import { ConcreteRequest } from 'relay-runtime';
export type PageIdInput = {
  id: string;
};
export type usePageMutationsDeleteMutation$variables = {
  input: PageIdInput;
};
export type usePageMutationsDeleteMutation$data = {
  readonly deletePage: {
    readonly deletedPageId: string;
  };
};
export type usePageMutationsDeleteMutation = {
  response: usePageMutationsDeleteMutation$data;
  variables: usePageMutationsDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPageId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePageMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePagePayload",
        "kind": "LinkedField",
        "name": "deletePage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePageMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePagePayload",
        "kind": "LinkedField",
        "name": "deletePage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPageId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f168995db93682de2c239111613f1ebfa214a891b64c19766dcc43e1b9bf5df5",
    "metadata": {},
    "name": "usePageMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "519c28a600794d5e890a9b5d7f4bb210";

export default node;
