/**
 * @generated SignedSource<<8aca85464f5664abaf236f4636ecf8bd>>
 * @relayHash e38aa35d8fa3605847cc4721dc97765f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf029ad40bf6a66ebd99e13b707000f4f01d2ce4fef6192d8f8615b6a9ec4314

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecondFactorSetupPageQuery$variables = Record<PropertyKey, never>;
export type SecondFactorSetupPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PasskeysPanel_user" | "TwoStepPanel_user">;
  } | null | undefined;
};
export type SecondFactorSetupPageQuery = {
  response: SecondFactorSetupPageQuery$data;
  variables: SecondFactorSetupPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SecondFactorSetupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwoStepPanel_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PasskeysPanel_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SecondFactorSetupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasPasskey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Passkey",
            "kind": "LinkedField",
            "name": "passkeys",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
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
    "id": "bf029ad40bf6a66ebd99e13b707000f4f01d2ce4fef6192d8f8615b6a9ec4314",
    "metadata": {},
    "name": "SecondFactorSetupPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "87c1b098897ad15452d6b687cacf3819";

export default node;
