/**
 * @generated SignedSource<<ed70bf2d9758dba66ff7e7ec6d6bc41b>>
 * @relayHash bc0b2938e91a0605f4bac7b004ac48e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba296bc831dfbe6165156c81336d3417b6b6e2df9b664f0c9f498fe6b34b5f81

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Locale = "ar" | "en" | "%future added value";
export type DashboardPageQuery$variables = {
  locale: Locale;
};
export type DashboardPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeed_query" | "AtAGlance_query" | "TranslationWork_query">;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/)
],
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayNameAr",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v16 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "TranslationStatus",
  "kind": "LinkedField",
  "name": "translationStatus",
  "plural": true,
  "selections": [
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = [
  (v3/*:: as any*/),
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "PostTranslation",
            "kind": "LinkedField",
            "name": "translation",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AtAGlance_query"
      },
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ActivityFeed_query"
      },
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "TranslationWork_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "days",
            "value": 14
          }
        ],
        "concreteType": "SiteAnalytics",
        "kind": "LinkedField",
        "name": "siteAnalytics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteAnalyticsDay",
            "kind": "LinkedField",
            "name": "daily",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "day",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "views",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visitors",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enquiries",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "siteAnalytics(days:14)"
      },
      {
        "alias": null,
        "args": [
          (v2/*:: as any*/)
        ],
        "concreteType": "ContactMessageConnection",
        "kind": "LinkedField",
        "name": "contactMessages",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          }
        ],
        "storageKey": "contactMessages(first:0)"
      },
      {
        "alias": "drafts",
        "args": [
          (v2/*:: as any*/),
          {
            "kind": "Literal",
            "name": "status",
            "value": "DRAFT"
          }
        ],
        "concreteType": "PostConnection",
        "kind": "LinkedField",
        "name": "adminPosts",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "adminPosts(first:0,status:\"DRAFT\")"
      },
      {
        "alias": "scheduled",
        "args": [
          (v2/*:: as any*/),
          {
            "kind": "Literal",
            "name": "scheduled",
            "value": true
          }
        ],
        "concreteType": "PostConnection",
        "kind": "LinkedField",
        "name": "adminPosts",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "adminPosts(first:0,scheduled:true)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ActivityConnection",
        "kind": "LinkedField",
        "name": "recentActivity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fromCommandLine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ownProfile",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduledFor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "subject",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": (v1/*:: as any*/),
                            "concreteType": "PostTranslation",
                            "kind": "LinkedField",
                            "name": "translation",
                            "plural": false,
                            "selections": [
                              (v11/*:: as any*/),
                              (v12/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "Post",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v6/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "type": "Page",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": "menuName",
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          }
                        ],
                        "type": "Menu",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v14/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fullName",
                            "storageKey": null
                          }
                        ],
                        "type": "ContactMessage",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v6/*:: as any*/),
                          (v15/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/)
                        ],
                        "type": "User",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v14/*:: as any*/),
                          {
                            "alias": "fileName",
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          }
                        ],
                        "type": "Media",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          (v14/*:: as any*/),
                          {
                            "alias": null,
                            "args": (v1/*:: as any*/),
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          }
                        ],
                        "type": "RemovedActivitySubject",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v7/*:: as any*/)
                        ],
                        "type": "ContactMessageExport",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v15/*:: as any*/)
                        ],
                        "type": "SignInAttempt",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v6/*:: as any*/)
                        ],
                        "type": "Node",
                        "abstractKey": "__isNode"
                      }
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "recentActivity(first:10)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ActivityFeed_recentActivity",
        "kind": "LinkedHandle",
        "name": "recentActivity"
      },
      {
        "alias": "arabicBehind",
        "args": [
          (v16/*:: as any*/),
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
        "selections": (v18/*:: as any*/),
        "storageKey": "adminPosts(first:5,translation:\"AR_OUT_OF_DATE\")"
      },
      {
        "alias": "englishBehind",
        "args": [
          (v16/*:: as any*/),
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
        "selections": (v18/*:: as any*/),
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
        "selections": (v4/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v13/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "pages(first:100)"
      }
    ]
  },
  "params": {
    "id": "ba296bc831dfbe6165156c81336d3417b6b6e2df9b664f0c9f498fe6b34b5f81",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d9a3963cb0d376a7cca22d4b26529c37";

export default node;
