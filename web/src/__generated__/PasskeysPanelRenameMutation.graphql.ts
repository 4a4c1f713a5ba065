/**
 * @generated SignedSource<<4859e3bafa2ed19dce39f7a0bb2feee3>>
 * @relayHash ee39262dc08e5a294b020d6b63f12fb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 705ff887b04d20cd1cd2c24ef0ff2e216d970e8fea7249ce204240ad3761512a

import { ConcreteRequest } from 'relay-runtime';
export type RenamePasskeyInput = {
  id: string;
  name: string;
};
export type PasskeysPanelRenameMutation$variables = {
  input: RenamePasskeyInput;
};
export type PasskeysPanelRenameMutation$data = {
  readonly renamePasskey: {
    readonly passkey: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type PasskeysPanelRenameMutation = {
  response: PasskeysPanelRenameMutation$data;
  variables: PasskeysPanelRenameMutation$variables;
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
    "name": "renamePasskey",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "name": "PasskeysPanelRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysPanelRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "705ff887b04d20cd1cd2c24ef0ff2e216d970e8fea7249ce204240ad3761512a",
    "metadata": {},
    "name": "PasskeysPanelRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "843871d2f43c269be56fa6825872fcbc";

export default node;
