/**
 * @generated SignedSource<<2ee9bcb31ebc00084080e71aeaf0d0d1>>
 * @relayHash a8e952a0e06233ab42ca7f2caeea29a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6d1fa9a9e8774d6e2b20baf12b1498254d47055b42bd4b8c4fef291ad5c1ee1

import { ConcreteRequest } from 'relay-runtime';
export type PostIdInput = {
  id: string;
};
export type useLikePostMutation$variables = {
  input: PostIdInput;
};
export type useLikePostMutation$data = {
  readonly likePost: {
    readonly liked: boolean;
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
    };
  };
};
export type useLikePostMutation = {
  response: useLikePostMutation$data;
  variables: useLikePostMutation$variables;
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
    "concreteType": "LikePostPayload",
    "kind": "LinkedField",
    "name": "likePost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "liked",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likeCount",
            "storageKey": null
          }
        ],
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
    "name": "useLikePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d6d1fa9a9e8774d6e2b20baf12b1498254d47055b42bd4b8c4fef291ad5c1ee1",
    "metadata": {},
    "name": "useLikePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "72f39f43e9143f22acf123b11a7e8c19";

export default node;
