/**
 * @generated SignedSource<<ca6006c492e0776353c3aa224608c0d1>>
 * @relayHash 6131271d140985272a992ca112c361ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aadfb02540ed3e81e8a666bb2d2edacb6767fe5d65a8ec2eb886958bd59cfe43

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConfirmTotpSetupInput = {
  code: string;
};
export type TwoStepPanelConfirmMutation$variables = {
  input: ConfirmTotpSetupInput;
};
export type TwoStepPanelConfirmMutation$data = {
  readonly confirmTotpSetup: {
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"TwoStepPanel_user">;
    };
  };
};
export type TwoStepPanelConfirmMutation = {
  response: TwoStepPanelConfirmMutation$data;
  variables: TwoStepPanelConfirmMutation$variables;
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
    "name": "TwoStepPanelConfirmMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "confirmTotpSetup",
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
    "name": "TwoStepPanelConfirmMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "confirmTotpSetup",
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
    "id": "aadfb02540ed3e81e8a666bb2d2edacb6767fe5d65a8ec2eb886958bd59cfe43",
    "metadata": {},
    "name": "TwoStepPanelConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6fdffaaf25703125ba39e706da61c8d";

export default node;
