/**
 * @generated SignedSource<<ff34f5718e5aa943d4a02b04eda04aeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookRow_endpoint$data = {
  readonly autoDisabledAt: any | null | undefined;
  readonly enabled: boolean;
  readonly events: ReadonlyArray<string>;
  readonly failingSince: any | null | undefined;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentType": "WebhookRow_endpoint";
};
export type WebhookRow_endpoint$key = {
  readonly " $data"?: WebhookRow_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookRow_endpoint",
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
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "3dbb2828062116ee854ae0adf926c211";

export default node;
