/**
 * @generated SignedSource<<4541ff90cc12afcf672abd73e37f647c>>
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
  readonly pendingChanges: {
    readonly content: string;
    readonly publishAt: any | null | undefined;
    readonly savedAt: any | null | undefined;
  } | null | undefined;
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
  readonly unpublishAt: any | null | undefined;
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

(node as any).hash = "2b128787f35b5df7417bc4c111b4659a";

export default node;
