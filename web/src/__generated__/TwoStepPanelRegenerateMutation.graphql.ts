/**
 * @generated SignedSource<<613d53b430797247748f6c1ad1b060a3>>
 * @relayHash 48c56c1ee5a9f1adaa2401c50c836348
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a57757bc0f776f3d2c0169f0fa46d7e03089c7a375fc86d04ea3bc86ae92df3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReauthenticationInput = {
  code?: string | null | undefined;
  password?: string | null | undefined;
};
export type TwoStepPanelRegenerateMutation$variables = {
  input: ReauthenticationInput;
};
export type TwoStepPanelRegenerateMutation$data = {
  readonly regenerateRecoveryCodes: {
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"TwoStepPanel_user">;
    };
  };
};
export type TwoStepPanelRegenerateMutation = {
  response: TwoStepPanelRegenerateMutation$data;
  variables: TwoStepPanelRegenerateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recoveryCodes",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoStepPanelRegenerateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "regenerateRecoveryCodes",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TwoStepPanel_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoStepPanelRegenerateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "regenerateRecoveryCodes",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twoFactorEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8a57757bc0f776f3d2c0169f0fa46d7e03089c7a375fc86d04ea3bc86ae92df3",
    "metadata": {},
    "name": "TwoStepPanelRegenerateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "05f0ac860036046343278973ceb3376a";

export default node;
