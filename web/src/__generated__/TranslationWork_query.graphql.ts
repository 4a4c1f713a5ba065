/**
 * @generated SignedSource<<01990f9f85b5d82fb6b458feee8159d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type TranslationState = "MISSING" | "OUT_OF_DATE" | "UP_TO_DATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TranslationWork_query$data = {
  readonly arabicBehind: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TranslationWork_post">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly englishBehind: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TranslationWork_post">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly missing: {
    readonly totalCount: number;
  };
  readonly pages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly path: string;
        readonly translationStatus: ReadonlyArray<{
          readonly locale: Locale;
          readonly state: TranslationState;
        }>;
      };
    }>;
  };
  readonly " $fragmentType": "TranslationWork_query";
};
export type TranslationWork_query$key = {
  readonly " $data"?: TranslationWork_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TranslationWork_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "PostEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": [
              {
                "kind": "Variable",
                "name": "locale",
                "variableName": "locale"
              }
            ],
            "kind": "FragmentSpread",
            "name": "TranslationWork_post"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
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
  "name": "TranslationWork_query",
  "selections": [
    {
      "alias": "arabicBehind",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "translation",
          "value": "AR_OUT_OF_DATE"
        }
      ],
      "concreteType": "PostConnection",
      "kind": "LinkedField",
      "name": "adminPosts",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "adminPosts(first:5,translation:\"AR_OUT_OF_DATE\")"
    },
    {
      "alias": "englishBehind",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "translation",
          "value": "EN_OUT_OF_DATE"
        }
      ],
      "concreteType": "PostConnection",
      "kind": "LinkedField",
      "name": "adminPosts",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "adminPosts(first:5,translation:\"EN_OUT_OF_DATE\")"
    },
    {
      "alias": "missing",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Literal",
          "name": "translation",
          "value": "MISSING"
        }
      ],
      "concreteType": "PostConnection",
      "kind": "LinkedField",
      "name": "adminPosts",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": "adminPosts(first:1,translation:\"MISSING\")"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "PageConnection",
      "kind": "LinkedField",
      "name": "pages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PageEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Page",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
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
                  "concreteType": "TranslationStatus",
                  "kind": "LinkedField",
                  "name": "translationStatus",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "locale",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "state",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pages(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "538dadb1f74d00d1e21472854ac9b89c";

export default node;
