/**
 * @generated SignedSource<<786509ae361fcf145ae5116ffa06aafa>>
 * @relayHash df78f7d67098492da38beb5ff71d9796
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 622e91f3e6b296b86dd0a7f760fbe6a9eea97fd0eee3916d8bb26f13c987f9cc

import { ConcreteRequest } from 'relay-runtime';
export type ChangeOwnPasswordInput = {
  currentPassword: string;
  newPassword: string;
};
export type ProfilePageChangePasswordMutation$variables = {
  input: ChangeOwnPasswordInput;
};
export type ProfilePageChangePasswordMutation$data = {
  readonly changeOwnPassword: {
    readonly user: {
      readonly id: string;
    };
  };
};
export type ProfilePageChangePasswordMutation = {
  response: ProfilePageChangePasswordMutation$data;
  variables: ProfilePageChangePasswordMutation$variables;
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
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "changeOwnPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "ProfilePageChangePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageChangePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "622e91f3e6b296b86dd0a7f760fbe6a9eea97fd0eee3916d8bb26f13c987f9cc",
    "metadata": {},
    "name": "ProfilePageChangePasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac107415a5617e29ceb3b32365561a1a";

export default node;
