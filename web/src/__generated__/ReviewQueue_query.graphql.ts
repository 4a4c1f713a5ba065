/**
 * @generated SignedSource<<208e46ed947e6620022883847e6ee3f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PageStatus = "DRAFT" | "PUBLISHED" | "%future added value";
export type PostStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED" | "%future added value";
export type ReviewState = "SENT_BACK" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewQueue_query$data = {
  readonly reviewQueue: {
    readonly pages: ReadonlyArray<{
      readonly id: string;
      readonly path: string;
      readonly review: {
        readonly comment: string;
        readonly reviewerName: string | null | undefined;
        readonly state: ReviewState;
        readonly submittedAt: any | null | undefined;
        readonly submittedByName: string | null | undefined;
      } | null | undefined;
      readonly status: PageStatus;
      readonly translations: ReadonlyArray<{
        readonly locale: Locale;
        readonly title: string;
      }>;
    }>;
    readonly posts: ReadonlyArray<{
      readonly id: string;
      readonly review: {
        readonly comment: string;
        readonly reviewerName: string | null | undefined;
        readonly state: ReviewState;
        readonly submittedAt: any | null | undefined;
        readonly submittedByName: string | null | undefined;
      } | null | undefined;
      readonly status: PostStatus;
      readonly translation: {
        readonly title: string;
      };
    }>;
  };
  readonly " $fragmentType": "ReviewQueue_query";
};
export type ReviewQueue_query$key = {
  readonly " $data"?: ReviewQueue_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewQueue_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Review",
  "kind": "LinkedField",
  "name": "review",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewerName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "locale"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewQueue_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewQueue",
      "kind": "LinkedField",
      "name": "reviewQueue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Post",
          "kind": "LinkedField",
          "name": "posts",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": [
                {
                  "kind": "Variable",
                  "name": "locale",
                  "variableName": "locale"
                }
              ],
              "concreteType": "PostTranslation",
              "kind": "LinkedField",
              "name": "translation",
              "plural": false,
              "selections": [
                (v2/*:: as any*/)
              ],
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Page",
          "kind": "LinkedField",
          "name": "pages",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
              "concreteType": "PageTranslation",
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
                (v2/*:: as any*/)
              ],
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "74ebe2f7f04febe509bbb1c4cf09e773";

export default node;
