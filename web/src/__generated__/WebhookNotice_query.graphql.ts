/**
 * @generated SignedSource<<5e848ca37cedf67feeb85c733e67c933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookNotice_query$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly autoDisabledAt: any | null | undefined;
    readonly enabled: boolean;
    readonly failingSince: any | null | undefined;
    readonly id: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "WebhookNotice_query";
};
export type WebhookNotice_query$key = {
  readonly " $data"?: WebhookNotice_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookNotice_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookNotice_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ad61efc89b2ee1fa033389d85b9a7f6d";

export default node;
