/**
 * @generated SignedSource<<0d5e8461aeb841209433f15ebddb2337>>
 * @relayHash f59112390d25b178f57c1c65172de95e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 455e46381c44afd5e5eb029bd388f0234da81616de4ec7986aa1eb9f06709b7d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Locale = "ar" | "en" | "%future added value";
export type DashboardPageQuery$variables = {
  admin: boolean;
  locale: Locale;
  reviewer: boolean;
};
export type DashboardPageQuery$data = {
  readonly backups?: {
    readonly " $fragmentSpreads": FragmentRefs<"BackupPanel_query">;
  } | null | undefined;
  readonly glance?: {
    readonly " $fragmentSpreads": FragmentRefs<"AtAGlance_query">;
  } | null | undefined;
  readonly translationWork?: {
    readonly " $fragmentSpreads": FragmentRefs<"TranslationWork_query">;
  } | null | undefined;
  readonly webhooks?: {
    readonly " $fragmentSpreads": FragmentRefs<"WebhookNotice_query">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeed_query" | "ReviewQueue_query">;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewer"
},
v3 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "TranslationStatus",
  "kind": "LinkedField",
  "name": "translationStatus",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v14 = [
  (v6/*:: as any*/),
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "PostTranslation",
            "kind": "LinkedField",
            "name": "translation",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Review",
  "kind": "LinkedField",
  "name": "review",
  "plural": false,
  "selections": [
    (v12/*:: as any*/),
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
},
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayNameAr",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BackupPanel_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "backups"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WebhookNotice_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "webhooks"
          }
        ]
      },
      {
        "condition": "reviewer",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AtAGlance_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "glance"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v3/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "TranslationWork_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "translationWork"
          }
        ]
      },
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ReviewQueue_query"
      },
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ActivityFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BackupStatus",
            "kind": "LinkedField",
            "name": "backupStatus",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastBackupAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastBackupFile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastBackupBytes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastError",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "warning",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "webhookEndpoints",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoDisabledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failingSince",
                "storageKey": null
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
              (v5/*:: as any*/)
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
              (v5/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
            "storageKey": "adminPosts(first:0,status:\"DRAFT\")"
          },
          {
            "alias": "scheduled",
            "args": [
              (v5/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
            "storageKey": "adminPosts(first:0,scheduled:true)"
          },
          {
            "alias": "arabicBehind",
            "args": [
              (v8/*:: as any*/),
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
            "selections": (v14/*:: as any*/),
            "storageKey": "adminPosts(first:5,translation:\"AR_OUT_OF_DATE\")"
          },
          {
            "alias": "englishBehind",
            "args": [
              (v8/*:: as any*/),
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
            "selections": (v14/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
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
                      (v4/*:: as any*/),
                      (v15/*:: as any*/),
                      (v13/*:: as any*/)
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
              (v4/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "PostTranslation",
                "kind": "LinkedField",
                "name": "translation",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v17/*:: as any*/)
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
              (v4/*:: as any*/),
              (v16/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PageTranslation",
                "kind": "LinkedField",
                "name": "translations",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                  (v19/*:: as any*/),
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
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v4/*:: as any*/)
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
                      (v22/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": (v3/*:: as any*/),
                            "concreteType": "PostTranslation",
                            "kind": "LinkedField",
                            "name": "translation",
                            "plural": false,
                            "selections": [
                              (v10/*:: as any*/),
                              (v9/*:: as any*/)
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
                          (v4/*:: as any*/),
                          (v15/*:: as any*/)
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
                          (v23/*:: as any*/),
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
                          (v4/*:: as any*/),
                          (v24/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "type": "User",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v23/*:: as any*/),
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
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": (v3/*:: as any*/),
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
                          (v19/*:: as any*/)
                        ],
                        "type": "ContactMessageExport",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v24/*:: as any*/)
                        ],
                        "type": "SignInAttempt",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v4/*:: as any*/)
                        ],
                        "type": "Node",
                        "abstractKey": "__isNode"
                      }
                    ],
                    "storageKey": null
                  },
                  (v22/*:: as any*/)
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
        "args": (v18/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ActivityFeed_recentActivity",
        "kind": "LinkedHandle",
        "name": "recentActivity"
      }
    ]
  },
  "params": {
    "id": "455e46381c44afd5e5eb029bd388f0234da81616de4ec7986aa1eb9f06709b7d",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ad113c36667825497ccb3ee17bc00857";

export default node;
