/**
 * @generated SignedSource<<2006c2a8465800b1ee0e55a581bd51fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PostStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type usePostEditor_post$data = {
  readonly coverImage: string | null | undefined;
  readonly featured: boolean;
  readonly id: string;
  readonly publishedAt: any | null | undefined;
  readonly slug: string;
  readonly status: PostStatus;
  readonly tags: ReadonlyArray<{
    readonly slug: string;
  }>;
  readonly translations: ReadonlyArray<{
    readonly body: string;
    readonly excerpt: string;
    readonly locale: Locale;
    readonly seoDescription: string;
    readonly seoTitle: string;
    readonly title: string;
  }>;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewBanner_subject">;
  readonly " $fragmentType": "usePostEditor_post";
};
export type usePostEditor_post$key = {
  readonly " $data"?: usePostEditor_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePostEditor_post">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "usePostEditor_post"
};

(node as any).hash = "73f1e4fcb66e9fe30a6976a9f6739998";

export default node;
