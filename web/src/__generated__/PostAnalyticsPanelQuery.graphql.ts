/**
 * @generated SignedSource<<373248bb9dee63f87dcdfebfedb8fb19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PostAnalyticsPanelQuery$variables = {
  days: number;
  id: string;
};
export type PostAnalyticsPanelQuery$data = {
  readonly postAnalytics: {
    readonly days: ReadonlyArray<{
      readonly day: string;
      readonly likes: number;
      readonly views: number;
    }>;
    readonly totalLikes: number;
    readonly totalViews: number;
  };
};
export type PostAnalyticsPanelQuery = {
  response: PostAnalyticsPanelQuery$data;
  variables: PostAnalyticsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "days"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "PostAnalytics",
    "kind": "LinkedField",
    "name": "postAnalytics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalViews",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalLikes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PostAnalyticsDay",
        "kind": "LinkedField",
        "name": "days",
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
            "name": "likes",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
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
    "name": "PostAnalyticsPanelQuery",
    "selections": (v2/*:: as any*/),
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
    "name": "PostAnalyticsPanelQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "55c4d64373c3e004f5df6154ea6f7b1d",
    "id": null,
    "metadata": {},
    "name": "PostAnalyticsPanelQuery",
    "operationKind": "query",
    "text": "query PostAnalyticsPanelQuery(\n  $id: ID!\n  $days: Int!\n) {\n  postAnalytics(id: $id, days: $days) {\n    totalViews\n    totalLikes\n    days {\n      day\n      views\n      likes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7fc5c8bbc0b6bf46238f85f4376c3b6";

export default node;
