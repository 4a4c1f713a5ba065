/**
 * @generated SignedSource<<6e9f7992f69c1472dcf898bc195bfcc4>>
 * @relayHash 496c8e88b596f9eb18f316b1b21faf4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 506666172623d275756a4ecfe6edee315d47f0a73fefdc563da4e724414f6ff4

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmIdentityDialogPasskeyOptionsMutation$variables = Record<PropertyKey, never>;
export type ConfirmIdentityDialogPasskeyOptionsMutation$data = {
  readonly startPasskeyConfirmation: {
    readonly options: string;
  };
};
export type ConfirmIdentityDialogPasskeyOptionsMutation = {
  response: ConfirmIdentityDialogPasskeyOptionsMutation$data;
  variables: ConfirmIdentityDialogPasskeyOptionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PasskeyOptionsPayload",
    "kind": "LinkedField",
    "name": "startPasskeyConfirmation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "options",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfirmIdentityDialogPasskeyOptionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConfirmIdentityDialogPasskeyOptionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "506666172623d275756a4ecfe6edee315d47f0a73fefdc563da4e724414f6ff4",
    "metadata": {},
    "name": "ConfirmIdentityDialogPasskeyOptionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4714a9bb71fddeb98d5dbae0d065b29b";

export default node;
