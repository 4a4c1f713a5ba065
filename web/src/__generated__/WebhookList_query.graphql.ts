/**
 * @generated SignedSource<<ec19340892f2958187d5aae8749351ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookList_query$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_endpoint">;
  }>;
  readonly " $fragmentType": "WebhookList_query";
};
export type WebhookList_query$key = {
  readonly " $data"?: WebhookList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookList_query",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookRow_endpoint"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0f26935df5950ea78ee7b35058f66492";

export default node;
