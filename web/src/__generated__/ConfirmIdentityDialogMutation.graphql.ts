/**
 * @generated SignedSource<<9955eeb862ff6b57ca81ec2887de9614>>
 * @relayHash 145affcd389aaae66f1585ab059aba72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68da43cdc4d6f401f292b514b38bd7dd7e0e5353c38b181dcee671aa7faf0ae5

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmIdentityInput = {
  code?: string | null | undefined;
  passkey?: string | null | undefined;
  password?: string | null | undefined;
};
export type ConfirmIdentityDialogMutation$variables = {
  input: ConfirmIdentityInput;
};
export type ConfirmIdentityDialogMutation$data = {
  readonly confirmIdentity: {
    readonly id: string;
  };
};
export type ConfirmIdentityDialogMutation = {
  response: ConfirmIdentityDialogMutation$data;
  variables: ConfirmIdentityDialogMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "confirmIdentity",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfirmIdentityDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfirmIdentityDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "68da43cdc4d6f401f292b514b38bd7dd7e0e5353c38b181dcee671aa7faf0ae5",
    "metadata": {},
    "name": "ConfirmIdentityDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e704c71ced7674d7960834e89f165b1";

export default node;
