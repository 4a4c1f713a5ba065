/**
 * @generated SignedSource<<f151e7871beab09f3e0ce82e94b7996e>>
 * @relayHash ec21404451e1308efe8aefb0bb0ef2ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52da4f49c7b54f44e8a122dfef6ea92652f29cb3b4e12a34ec729a28d7b4b11a

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PageStatus = "DRAFT" | "PUBLISHED" | "%future added value";
export type TranslationState = "MISSING" | "OUT_OF_DATE" | "UP_TO_DATE" | "%future added value";
export type PagesAdminPageQuery$variables = Record<PropertyKey, never>;
export type PagesAdminPageQuery$data = {
  readonly pages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly blocks: any;
        readonly id: string;
        readonly path: string;
        readonly publishedAt: any | null | undefined;
        readonly status: PageStatus;
        readonly translationStatus: ReadonlyArray<{
          readonly locale: Locale;
          readonly state: TranslationState;
        }>;
        readonly translations: ReadonlyArray<{
          readonly description: string;
          readonly locale: Locale;
          readonly socialImage: string | null | undefined;
          readonly title: string;
        }>;
        readonly updatedAt: any;
      };
    }>;
  };
};
export type PagesAdminPageQuery = {
  response: PagesAdminPageQuery$data;
  variables: PagesAdminPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v1 = [
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blocks",
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
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "socialImage",
                    "storageKey": null
                  }
                ],
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
                  (v0/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PagesAdminPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PagesAdminPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "52da4f49c7b54f44e8a122dfef6ea92652f29cb3b4e12a34ec729a28d7b4b11a",
    "metadata": {},
    "name": "PagesAdminPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2d99d4ae2d024124cbb97156cbc42d1";

export default node;
