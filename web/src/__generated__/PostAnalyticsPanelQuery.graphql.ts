/**
 * @generated SignedSource<<a89fb702bf24c1205b4e95d2f815218f>>
 * @relayHash 55c4d64373c3e004f5df6154ea6f7b1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b55ab92e3c7102f4ba6b403f46d385554a09819e7481b938c27f1196fe48ff9

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
    "id": "8b55ab92e3c7102f4ba6b403f46d385554a09819e7481b938c27f1196fe48ff9",
    "metadata": {},
    "name": "PostAnalyticsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c7fc5c8bbc0b6bf46238f85f4376c3b6";

export default node;
