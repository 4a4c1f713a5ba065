/**
 * @generated SignedSource<<3948d9ff64aea6520b9471682874845a>>
 * @relayHash 7989bd3a2830b03630f4a336b0558588
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 320c95d858ea9bd0fe5646cd5eed083d636f6e59590559004932dcb2a230921c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Locale = "ar" | "en" | "%future added value";
export type AnalyticsReportQuery$variables = {
  days: number;
  doubled: number;
  locale: Locale;
};
export type AnalyticsReportQuery$data = {
  readonly comparison: {
    readonly daily: ReadonlyArray<{
      readonly day: string;
      readonly enquiries: number;
      readonly views: number;
      readonly visitors: number;
    }>;
  };
  readonly siteAnalytics: {
    readonly daily: ReadonlyArray<{
      readonly day: string;
      readonly enquiries: number;
      readonly views: number;
      readonly visitors: number;
    }>;
    readonly firstDay: string;
    readonly languages: ReadonlyArray<{
      readonly language: Locale;
      readonly views: number;
    }>;
    readonly lastDay: string;
    readonly totalEnquiries: number;
    readonly totalViews: number;
    readonly totalVisitors: number;
    readonly " $fragmentSpreads": FragmentRefs<"TopPages_report" | "TopPosts_report" | "TopReferrers_report">;
  };
};
export type AnalyticsReportQuery = {
  response: AnalyticsReportQuery$data;
  variables: AnalyticsReportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "doubled"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "days",
    "variableName": "days"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstDay",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastDay",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalViews",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalVisitors",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalEnquiries",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "views",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitors",
  "storageKey": null
},
v9 = {
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
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enquiries",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "LanguageViewCount",
  "kind": "LinkedField",
  "name": "languages",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v12 = {
  "alias": "comparison",
  "args": [
    {
      "kind": "Variable",
      "name": "days",
      "variableName": "doubled"
    }
  ],
  "concreteType": "SiteAnalytics",
  "kind": "LinkedField",
  "name": "siteAnalytics",
  "plural": false,
  "selections": [
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsReportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SiteAnalytics",
        "kind": "LinkedField",
        "name": "siteAnalytics",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopPages_report"
          },
          {
            "args": (v11/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "TopPosts_report"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopReferrers_report"
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnalyticsReportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SiteAnalytics",
        "kind": "LinkedField",
        "name": "siteAnalytics",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "PageViewCount",
            "kind": "LinkedField",
            "name": "topPages",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "topPages(first:10)"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "PostViewCount",
            "kind": "LinkedField",
            "name": "topPosts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
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
                    "args": (v11/*:: as any*/),
                    "concreteType": "PostTranslation",
                    "kind": "LinkedField",
                    "name": "translation",
                    "plural": false,
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "topPosts(first:10)"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "ReferrerCount",
            "kind": "LinkedField",
            "name": "topReferrers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "host",
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": "topReferrers(first:10)"
          }
        ],
        "storageKey": null
      },
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "id": "320c95d858ea9bd0fe5646cd5eed083d636f6e59590559004932dcb2a230921c",
    "metadata": {},
    "name": "AnalyticsReportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "15fd1c226d256a10779c69f27c467c06";

export default node;
