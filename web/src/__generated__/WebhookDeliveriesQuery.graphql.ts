/**
 * @generated SignedSource<<f93f90969d411eb4a5b8a99d34d855c6>>
 * @relayHash faa1b4aa504b8092eb77e572baf538f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c109bb584a4127f6391967d24254fecad42b32b2f4a8832aec89a460dd32022

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SENT" | "%future added value";
export type WebhookDeliveriesQuery$variables = {
  id: string;
};
export type WebhookDeliveriesQuery$data = {
  readonly node: {
    readonly deliveries?: ReadonlyArray<{
      readonly attempts: number;
      readonly createdAt: any;
      readonly databaseId: number;
      readonly lastError: string | null | undefined;
      readonly responseStatus: number | null | undefined;
      readonly status: WebhookDeliveryStatus;
      readonly type: string;
    }>;
  } | null | undefined;
};
export type WebhookDeliveriesQuery = {
  response: WebhookDeliveriesQuery$data;
  variables: WebhookDeliveriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 25
        }
      ],
      "concreteType": "WebhookDelivery",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
          "storageKey": null
        }
      ],
      "storageKey": "deliveries(first:25)"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookDeliveriesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookDeliveriesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "2c109bb584a4127f6391967d24254fecad42b32b2f4a8832aec89a460dd32022",
    "metadata": {},
    "name": "WebhookDeliveriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7fae874df5af2f7b66a35dce7aa62196";

export default node;
