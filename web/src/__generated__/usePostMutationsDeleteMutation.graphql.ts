/**
 * @generated SignedSource<<2b015d1a4d8ac95af129d44e3d2d0706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PostIdInput = {
  id: string;
};
export type usePostMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: PostIdInput;
};
export type usePostMutationsDeleteMutation$data = {
  readonly deletePost: {
    readonly deletedPostId: string;
  };
};
export type usePostMutationsDeleteMutation = {
  response: usePostMutationsDeleteMutation$data;
  variables: usePostMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPostId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePostMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePostPayload",
        "kind": "LinkedField",
        "name": "deletePost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePostMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePostPayload",
        "kind": "LinkedField",
        "name": "deletePost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPostId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a1804ee9b6139f9d42d71a48fac06e46",
    "id": null,
    "metadata": {},
    "name": "usePostMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation usePostMutationsDeleteMutation(\n  $input: PostIdInput!\n) {\n  deletePost(input: $input) {\n    deletedPostId\n  }\n}\n"
  }
};
})();

(node as any).hash = "12b6d8d80a1c42dbef7bbb46236a0202";

export default node;
