/**
 * @generated SignedSource<<753278a7ef13894f5a86d31fbb6351a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PostStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type postForm_post$data = {
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
  readonly " $fragmentType": "postForm_post";
};
export type postForm_post$key = {
  readonly " $data"?: postForm_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"postForm_post">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "postForm_post"
};

(node as any).hash = "0b55d440d97e2cdbd1a3ea499ef3f292";

export default node;
