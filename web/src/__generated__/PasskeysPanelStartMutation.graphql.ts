/**
 * @generated SignedSource<<4087c148347c33df7c60120292cf2f3e>>
 * @relayHash 41ca811ccff0f04c52f1fcc2eb4333e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12aaf7f59df6e88016d5915c413d09e72740ce9de8547632f4083310fba64105

import { ConcreteRequest } from 'relay-runtime';
export type PasskeysPanelStartMutation$variables = Record<PropertyKey, never>;
export type PasskeysPanelStartMutation$data = {
  readonly startPasskeyRegistration: {
    readonly options: string;
  };
};
export type PasskeysPanelStartMutation = {
  response: PasskeysPanelStartMutation$data;
  variables: PasskeysPanelStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PasskeyOptionsPayload",
    "kind": "LinkedField",
    "name": "startPasskeyRegistration",
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
    "name": "PasskeysPanelStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeysPanelStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "12aaf7f59df6e88016d5915c413d09e72740ce9de8547632f4083310fba64105",
    "metadata": {},
    "name": "PasskeysPanelStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8122ebda29cce16db690c770c62a3161";

export default node;
