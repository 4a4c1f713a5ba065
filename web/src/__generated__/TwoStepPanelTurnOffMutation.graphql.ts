/**
 * @generated SignedSource<<2280d1149bdbfcac4b6b91e764c48d29>>
 * @relayHash 8618d405c4a9280e714c681052ecebd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66197f94243fb27da0ff7fa28264530385b33ce1291ae907f9f3b232e4e2fa0d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReauthenticationInput = {
  code?: string | null | undefined;
  password?: string | null | undefined;
};
export type TwoStepPanelTurnOffMutation$variables = {
  input: ReauthenticationInput;
};
export type TwoStepPanelTurnOffMutation$data = {
  readonly turnOffTotp: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"TwoStepPanel_user">;
    };
  };
};
export type TwoStepPanelTurnOffMutation = {
  response: TwoStepPanelTurnOffMutation$data;
  variables: TwoStepPanelTurnOffMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoStepPanelTurnOffMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UserPayload",
        "kind": "LinkedField",
        "name": "turnOffTotp",
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
    "name": "TwoStepPanelTurnOffMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UserPayload",
        "kind": "LinkedField",
        "name": "turnOffTotp",
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
    "id": "66197f94243fb27da0ff7fa28264530385b33ce1291ae907f9f3b232e4e2fa0d",
    "metadata": {},
    "name": "TwoStepPanelTurnOffMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9af8942cd7e0c593f1424a000a39778f";

export default node;
