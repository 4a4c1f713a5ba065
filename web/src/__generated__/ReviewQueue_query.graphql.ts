/**
 * @generated SignedSource<<588f099091d89d31a8b500258d8e5b08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
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
  "name": "title",
  "storageKey": null
},
v2 = {
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
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            (v2/*:: as any*/)
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
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            (v2/*:: as any*/)
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

(node as any).hash = "610f576d00870890c210a2731a8f21da";

export default node;
