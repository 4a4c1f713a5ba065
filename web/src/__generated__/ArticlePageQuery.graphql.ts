/**
 * @generated SignedSource<<f27a42b9f5d38286a8e7e53afc4a603e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Locale = "ar" | "en" | "%future added value";
export type ArticlePageQuery$variables = {
  locale: Locale;
  slug: string;
};
export type ArticlePageQuery$data = {
  readonly post: {
    readonly author: {
      readonly bio: string;
      readonly displayName: string;
    } | null | undefined;
    readonly coverImage: string | null | undefined;
    readonly id: string;
    readonly publishedAt: any | null | undefined;
    readonly related: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BlogCard_post">;
    }>;
    readonly slug: string;
    readonly tags: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly slug: string;
    }>;
    readonly translation: {
      readonly bodyHtml: string;
      readonly excerpt: string;
      readonly locale: Locale;
      readonly readTimeMinutes: number;
      readonly seoDescription: string;
      readonly seoTitle: string;
      readonly title: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"LikeButton_post">;
  } | null | undefined;
};
export type ArticlePageQuery = {
  response: ArticlePageQuery$data;
  variables: ArticlePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "coverImage",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "excerpt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readTimeMinutes",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": (v7/*:: as any*/),
  "concreteType": "PostTranslation",
  "kind": "LinkedField",
  "name": "translation",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodyHtml",
      "storageKey": null
    },
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seoTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seoDescription",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": (v7/*:: as any*/),
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Author",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": (v7/*:: as any*/),
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v7/*:: as any*/),
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 3
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticlePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LikeButton_post"
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "related",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": (v7/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "BlogCard_post"
              }
            ],
            "storageKey": "related(first:3)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ArticlePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v12/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "related",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "PostTranslation",
                "kind": "LinkedField",
                "name": "translation",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "related(first:3)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d968f3b2f7d051211dbdc01908662e22",
    "id": null,
    "metadata": {},
    "name": "ArticlePageQuery",
    "operationKind": "query",
    "text": "query ArticlePageQuery(\n  $slug: String!\n  $locale: Locale!\n) {\n  post(slug: $slug) {\n    id\n    slug\n    publishedAt\n    coverImage\n    translation(locale: $locale) {\n      locale\n      title\n      excerpt\n      bodyHtml\n      readTimeMinutes\n      seoTitle\n      seoDescription\n    }\n    tags {\n      id\n      slug\n      name(locale: $locale)\n    }\n    author {\n      displayName(locale: $locale)\n      bio(locale: $locale)\n    }\n    ...LikeButton_post\n    related(first: 3) {\n      id\n      ...BlogCard_post_4mYyp4\n    }\n  }\n}\n\nfragment BlogCard_post_4mYyp4 on Post {\n  slug\n  publishedAt\n  translation(locale: $locale) {\n    locale\n    title\n    excerpt\n    readTimeMinutes\n  }\n  tags {\n    slug\n    name(locale: $locale)\n    id\n  }\n}\n\nfragment LikeButton_post on Post {\n  id\n  likeCount\n}\n"
  }
};
})();

(node as any).hash = "14d833aaef353099835e6861de9bdf21";

export default node;
