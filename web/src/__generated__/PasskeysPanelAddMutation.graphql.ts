/**
 * @generated SignedSource<<d0dbcbfc444da85a599b5908e9c489c8>>
 * @relayHash 50fa5215e3c8047634ab976926219e60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7b715a178ffa50017639014a9a7d5bdf99a623f94e063fde8f692c67a6afd8a

import { ConcreteRequest } from 'relay-runtime';
export type AddPasskeyInput = {
  name: string;
  response: string;
};
export type PasskeysPanelAddMutation$variables = {
  input: AddPasskeyInput;
};
export type PasskeysPanelAddMutation$data = {
  readonly addPasskey: {
    readonly passkey: {
      readonly id: string;
    };
  };
};
export type PasskeysPanelAddMutation = {
  response: PasskeysPanelAddMutation$data;
  variables: PasskeysPanelAddMutation$variables;
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
    "concreteType": "PasskeyPayload",
    "kind": "LinkedField",
    "name": "addPasskey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Passkey",
        "kind": "LinkedField",
        "name": "passkey",
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
    "name": "PasskeysPanelAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysPanelAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e7b715a178ffa50017639014a9a7d5bdf99a623f94e063fde8f692c67a6afd8a",
    "metadata": {},
    "name": "PasskeysPanelAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "59bae88fcba54fe1332c4b11c2c78f7e";

export default node;
