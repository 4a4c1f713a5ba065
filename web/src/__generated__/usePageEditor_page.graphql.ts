/**
 * @generated SignedSource<<0cb64b5e2df9bf8dc2f3be9a7a4cdad4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PageStatus = "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type usePageEditor_page$data = {
  readonly blocks: any;
  readonly id: string;
  readonly path: string;
  readonly pendingChanges: {
    readonly content: string;
    readonly publishAt: any | null | undefined;
    readonly savedAt: any | null | undefined;
  } | null | undefined;
  readonly publishedAt: any | null | undefined;
  readonly status: PageStatus;
  readonly translations: ReadonlyArray<{
    readonly description: string;
    readonly locale: Locale;
    readonly socialImage: string | null | undefined;
    readonly title: string;
  }>;
  readonly unpublishAt: any | null | undefined;
  readonly version: number;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "usePageEditor_page";
};
export type usePageEditor_page$key = {
  readonly " $data"?: usePageEditor_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePageEditor_page">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "usePageEditor_page"
};

(node as any).hash = "be28a675411b0b6ca9b032509025cf37";

export default node;
