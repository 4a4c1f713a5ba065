/**
 * @generated SignedSource<<4be305ee7eb0c0d7629714fd4162eccb>>
 * @relayHash 6e6f521c165e204933fe34d50682488b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d9ce989cd45d1ecd6193ba744454901e5dd97adc293e7a482cdb0978c3379a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED" | "%future added value";
export type PostEditorPageQuery$variables = {
  id: string;
  reviewer: boolean;
  skip: boolean;
};
export type PostEditorPageQuery$data = {
  readonly adminTags?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly ar: string;
        readonly en: string;
        readonly slug: string;
      };
    }>;
  };
  readonly node?: {
    readonly __typename: string;
    readonly post: {
      readonly slug: string;
      readonly status: PostStatus;
      readonly viewerCanEdit: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"RevisionHistory_post" | "usePostEditor_post">;
    } | null | undefined;
  } | null | undefined;
  readonly publicTags?: ReadonlyArray<{
    readonly ar: string;
    readonly en: string;
    readonly slug: string;
  }>;
};
export type PostEditorPageQuery = {
  response: PostEditorPageQuery$data;
  variables: PostEditorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewer"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skip"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featured",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "coverImage",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unpublishAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "PendingChanges",
  "kind": "LinkedField",
  "name": "pendingChanges",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "PostTranslation",
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
      "name": "excerpt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
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
v16 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v17 = {
  "alias": "en",
  "args": [
    {
      "kind": "Literal",
      "name": "locale",
      "value": "en"
    }
  ],
  "kind": "ScalarField",
  "name": "name",
  "storageKey": "name(locale:\"en\")"
},
v18 = {
  "alias": "ar",
  "args": [
    {
      "kind": "Literal",
      "name": "locale",
      "value": "ar"
    }
  ],
  "kind": "ScalarField",
  "name": "name",
  "storageKey": "name(locale:\"ar\")"
},
v19 = [
  (v7/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/)
],
v20 = [
  {
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
        "name": "comment",
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
        "name": "reviewedAt",
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
  }
],
v21 = [
  (v7/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PostEditorPageQuery",
    "selections": [
      {
        "condition": "skip",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "usePostEditor_post",
                      "selections": [
                        (v8/*:: as any*/),
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "ReviewBanner_subject"
                        },
                        (v7/*:: as any*/),
                        (v6/*:: as any*/),
                        (v9/*:: as any*/),
                        (v10/*:: as any*/),
                        (v11/*:: as any*/),
                        (v12/*:: as any*/),
                        (v13/*:: as any*/),
                        (v14/*:: as any*/),
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "Tag",
                          "kind": "LinkedField",
                          "name": "tags",
                          "plural": true,
                          "selections": [
                            (v7/*:: as any*/)
                          ],
                          "storageKey": null
                        },
                        (v15/*:: as any*/)
                      ],
                      "args": null,
                      "argumentDefinitions": []
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "RevisionHistory_post"
                    }
                  ],
                  "type": "Post",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "post"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "reviewer",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "TagConnection",
            "kind": "LinkedField",
            "name": "adminTags",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TagEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v19/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "adminTags(first:100)"
          }
        ]
      },
      {
        "condition": "reviewer",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "publicTags",
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": (v19/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PostEditorPageQuery",
    "selections": [
      {
        "condition": "skip",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 50
                      }
                    ],
                    "concreteType": "PostRevision",
                    "kind": "LinkedField",
                    "name": "revisions",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "action",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "editorName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": "revisions(first:50)"
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "kind": "InlineFragment",
                        "selections": (v20/*:: as any*/),
                        "type": "Post",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": (v20/*:: as any*/),
                        "type": "Page",
                        "abstractKey": null
                      }
                    ],
                    "type": "Node",
                    "abstractKey": "__isNode"
                  }
                ],
                "type": "Post",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "reviewer",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "TagConnection",
            "kind": "LinkedField",
            "name": "adminTags",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TagEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v21/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "adminTags(first:100)"
          }
        ]
      },
      {
        "condition": "reviewer",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "publicTags",
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "2d9ce989cd45d1ecd6193ba744454901e5dd97adc293e7a482cdb0978c3379a5",
    "metadata": {},
    "name": "PostEditorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2e807927d12a524d240ba114fb5a741e";

export default node;
