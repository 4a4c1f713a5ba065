/**
 * @generated SignedSource<<5e3d8ac72d07fbfa07a3fe9fd7b51d57>>
 * @relayHash 1b6399986aca887b679a70f20d98b1e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a1b73475af517434332c4cc40691880eea9589f7ddf8023c7ef5b6cb7d1fa93

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhooksPageQuery$variables = Record<PropertyKey, never>;
export type WebhooksPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WebhookList_query">;
};
export type WebhooksPageQuery = {
  response: WebhooksPageQuery$data;
  variables: WebhooksPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WebhookList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebhooksPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoints",
        "plural": true,
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
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "events",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "autoDisabledAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failingSince",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5a1b73475af517434332c4cc40691880eea9589f7ddf8023c7ef5b6cb7d1fa93",
    "metadata": {},
    "name": "WebhooksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "b4706dbfaad1a876fbcefdcfb1fedf91";

export default node;
