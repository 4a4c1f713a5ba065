/**
 * @generated SignedSource<<24ea1b0b4fe4ec067cc2c421396cdd99>>
 * @relayHash a603f26e8247aa1ef366d899d8f66a61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9dd3ab057f8cf09cbdb900cd4b96867bc80f8b2b5772977b36d4d380f1288f6

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
    "id": "e9dd3ab057f8cf09cbdb900cd4b96867bc80f8b2b5772977b36d4d380f1288f6",
    "metadata": {},
    "name": "useUserMutationsResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "98b07486a675c38bb95437e535fe965f";

export default node;
