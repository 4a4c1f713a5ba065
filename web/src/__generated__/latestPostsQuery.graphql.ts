/**
 * @generated SignedSource<<5b2aa827cb167c36469ac2785d03236a>>
 * @relayHash c68c3bc8b5506e4c9b407b915f5debb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d7f5d18ede94e112259c57e771d443b0aede0654e46effd585ee87dd91ab730

import { ConcreteRequest } from 'relay-runtime';
export type latestPostsQuery$variables = Record<PropertyKey, never>;
export type latestPostsQuery$data = {
  readonly posts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly ar: {
          readonly excerpt: string;
          readonly readTimeMinutes: number;
          readonly title: string;
        };
        readonly en: {
          readonly excerpt: string;
          readonly readTimeMinutes: number;
          readonly title: string;
        };
        readonly publishedAt: any | null | undefined;
        readonly slug: string;
        readonly tags: ReadonlyArray<{
          readonly slug: string;
        }>;
      };
    }>;
  };
};
export type latestPostsQuery = {
  response: latestPostsQuery$data;
  variables: latestPostsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v3 = [
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
    "name": "excerpt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "readTimeMinutes",
    "storageKey": null
  }
],
v4 = {
  "alias": "en",
  "args": [
    {
      "kind": "Literal",
      "name": "locale",
      "value": "en"
    }
  ],
  "concreteType": "PostTranslation",
  "kind": "LinkedField",
  "name": "translation",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": "translation(locale:\"en\")"
},
v5 = {
  "alias": "ar",
  "args": [
    {
      "kind": "Literal",
      "name": "locale",
      "value": "ar"
    }
  ],
  "concreteType": "PostTranslation",
  "kind": "LinkedField",
  "name": "translation",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": "translation(locale:\"ar\")"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "latestPostsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PostConnection",
        "kind": "LinkedField",
        "name": "posts",
        "plural": false,
        "selections": [
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "posts(first:6)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "latestPostsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PostConnection",
        "kind": "LinkedField",
        "name": "posts",
        "plural": false,
        "selections": [
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "posts(first:6)"
      }
    ]
  },
  "params": {
    "id": "3d7f5d18ede94e112259c57e771d443b0aede0654e46effd585ee87dd91ab730",
    "metadata": {},
    "name": "latestPostsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fe4c26a131d33ab505e674ae129d45b1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
