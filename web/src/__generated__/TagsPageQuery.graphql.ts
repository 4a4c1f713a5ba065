/**
 * @generated SignedSource<<baaae70933b8a39661f31e67e4ce3ba9>>
 * @relayHash cffedc30bf657f885218ffbec5a12eb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd7f19b5c57f5b06a9fe32c90b8db5f13de21c9143bd380e50eeb6dd82e9ac4f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TagsPageQuery$variables = {
  search?: string | null | undefined;
};
export type TagsPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TagList_query">;
};
export type TagsPageQuery = {
  response: TagsPageQuery$data;
  variables: TagsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TagsPageQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "TagList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TagConnection",
        "kind": "LinkedField",
        "name": "adminTags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": "en",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "locale",
                        "value": "en"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "ownName",
                    "storageKey": "ownName(locale:\"en\")"
                  },
                  {
                    "alias": "ar",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "locale",
                        "value": "ar"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "ownName",
                    "storageKey": "ownName(locale:\"ar\")"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allPostCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "TagList_adminTags",
        "kind": "LinkedHandle",
        "name": "adminTags"
      }
    ]
  },
  "params": {
    "id": "dd7f19b5c57f5b06a9fe32c90b8db5f13de21c9143bd380e50eeb6dd82e9ac4f",
    "metadata": {},
    "name": "TagsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "979ccbf6ddb15c971f624581853ea6d5";

export default node;
