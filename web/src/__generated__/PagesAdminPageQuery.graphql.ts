/**
 * @generated SignedSource<<47333209c5f9f7de31367c06932ade4b>>
 * @relayHash 9520ba59761f0225f68199529409283f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e60adeb81d7339f6fa3516ad1f42eb2ec8fd1f508ce943b4899671ead32e53f5

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type PageStatus = "DRAFT" | "PUBLISHED" | "%future added value";
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
var v0 = [
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
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PagesAdminPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e60adeb81d7339f6fa3516ad1f42eb2ec8fd1f508ce943b4899671ead32e53f5",
    "metadata": {},
    "name": "PagesAdminPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de89857bdd6171db4471e1246c597e87";

export default node;
