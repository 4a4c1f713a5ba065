/**
 * @generated SignedSource<<1f34dace040a8bfc6736e7f87f41fd78>>
 * @relayHash bf3b2d50a4dae59c1301899118f782d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aeab094c3966ffde793c89cd80a59f3f4d7919a21b40804081860498600e9bc9

import { ConcreteRequest } from 'relay-runtime';
export type PostIdInput = {
  id: string;
};
export type likePostMutation$variables = {
  input: PostIdInput;
};
export type likePostMutation$data = {
  readonly likePost: {
    readonly liked: boolean;
    readonly post: {
      readonly id: string;
      readonly likeCount: number;
    };
  };
};
export type likePostMutation = {
  response: likePostMutation$data;
  variables: likePostMutation$variables;
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
    "name": "likePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "likePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "aeab094c3966ffde793c89cd80a59f3f4d7919a21b40804081860498600e9bc9",
    "metadata": {},
    "name": "likePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "65c28a456f532f24ba6c75f65082ebab";

export default node;
