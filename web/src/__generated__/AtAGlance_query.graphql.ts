/**
 * @generated SignedSource<<62a2198b3c90e831434f0f5414739196>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AtAGlance_query$data = {
  readonly contactMessages: {
    readonly unreadCount: number;
  };
  readonly drafts: {
    readonly totalCount: number;
  };
  readonly scheduled: {
    readonly totalCount: number;
  };
  readonly siteAnalytics: {
    readonly daily: ReadonlyArray<{
      readonly day: string;
      readonly enquiries: number;
      readonly views: number;
      readonly visitors: number;
    }>;
  };
  readonly " $fragmentType": "AtAGlance_query";
};
export type AtAGlance_query$key = {
  readonly " $data"?: AtAGlance_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AtAGlance_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AtAGlance_query",
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
        (v0/*:: as any*/)
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
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": "adminPosts(first:0,status:\"DRAFT\")"
    },
    {
      "alias": "scheduled",
      "args": [
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": "adminPosts(first:0,scheduled:true)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2f4c7e6543199645e073e23b56e538b5";

export default node;
