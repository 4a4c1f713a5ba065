/**
 * @generated SignedSource<<c9723e38dee8cb4043c2080754153a33>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ReviewBanner_subject">;
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

(node as any).hash = "986d074640dfb8a85c49c015cb750219";

export default node;
