/**
 * @generated SignedSource<<62c4e2253a223477733ed6151e430164>>
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
  readonly publishedAt: any | null | undefined;
  readonly status: PageStatus;
  readonly translations: ReadonlyArray<{
    readonly description: string;
    readonly locale: Locale;
    readonly socialImage: string | null | undefined;
    readonly title: string;
  }>;
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

(node as any).hash = "f3c9cdbec2e38bc427b9b5f7e166b55e";

export default node;
