/**
 * @generated SignedSource<<35ddd94b7eeed11a0e71675b77844342>>
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

(node as any).hash = "0085363f37c9ea3bc70a5e6b4a00f114";

export default node;
