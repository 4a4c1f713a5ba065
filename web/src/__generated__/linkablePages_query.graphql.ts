/**
 * @generated SignedSource<<c7d651564fda9a35232a0017486ea5c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type linkablePages_query$data = {
  readonly pages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly path: string;
        readonly translations: ReadonlyArray<{
          readonly locale: Locale;
          readonly title: string;
        }>;
      };
    }>;
  };
  readonly " $fragmentType": "linkablePages_query";
};
export type linkablePages_query$key = {
  readonly " $data"?: linkablePages_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"linkablePages_query">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "linkablePages_query"
};

(node as any).hash = "e32c33dcd696c10983fe4e97730ea35f";

export default node;
