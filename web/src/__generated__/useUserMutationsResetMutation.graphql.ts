/**
 * @generated SignedSource<<320cf00417a68ca3f5fa42e0c2ad10d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetUserPasswordInput = {
  id: string;
  newPassword: string;
};
export type useUserMutationsResetMutation$variables = {
  input: SetUserPasswordInput;
};
export type useUserMutationsResetMutation$data = {
  readonly setUserPassword: {
    readonly user: {
      readonly id: string;
    };
  };
};
export type useUserMutationsResetMutation = {
  response: useUserMutationsResetMutation$data;
  variables: useUserMutationsResetMutation$variables;
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
    "name": "setUserPassword",
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
    "name": "useUserMutationsResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMutationsResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a603f26e8247aa1ef366d899d8f66a61",
    "id": null,
    "metadata": {},
    "name": "useUserMutationsResetMutation",
    "operationKind": "mutation",
    "text": "mutation useUserMutationsResetMutation(\n  $input: SetUserPasswordInput!\n) {\n  setUserPassword(input: $input) {\n    user {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98b07486a675c38bb95437e535fe965f";

export default node;
