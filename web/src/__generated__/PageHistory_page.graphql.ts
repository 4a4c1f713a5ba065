/**
 * @generated SignedSource<<a1f89ef4e7461bb69645d5ad78c58dee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PageStatus = "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PageHistory_page$data = {
  readonly id: string;
  readonly revisions: ReadonlyArray<{
    readonly action: string;
    readonly createdAt: any;
    readonly editorName: string | null | undefined;
    readonly path: string;
    readonly publishedAt: any | null | undefined;
    readonly status: PageStatus;
    readonly translations: ReadonlyArray<{
      readonly locale: Locale;
      readonly title: string;
    }>;
    readonly version: number;
  }>;
  readonly " $fragmentType": "PageHistory_page";
};
export type PageHistory_page$key = {
  readonly " $data"?: PageHistory_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageHistory_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageHistory_page",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PageRevision",
      "kind": "LinkedField",
      "name": "revisions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
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
          "name": "editorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
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
          "name": "publishedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageRevisionTranslation",
          "kind": "LinkedField",
          "name": "translations",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "locale",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "revisions(first:50)"
    }
  ],
  "type": "Page",
  "abstractKey": null
};

(node as any).hash = "9bafcf871c0279500a343fcbebd1ee70";

export default node;
