/**
 * @generated SignedSource<<ed7d5d0ce815069ce50b5f0cf11dcb7c>>
 * @relayHash aad2b63e346d4b0f698a2b69890df646
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 820281ee21e0f473fef8cc575e37d0c132e76f0ee92a931464fb15b8689d437b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuLinkProblem = "PAGE_DELETED" | "PAGE_NOT_PUBLISHED" | "%future added value";
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type MenusPageQuery$variables = Record<PropertyKey, never>;
export type MenusPageQuery$data = {
  readonly menus: ReadonlyArray<{
    readonly brokenLinks: ReadonlyArray<{
      readonly path: string;
      readonly problem: MenuLinkProblem;
    }>;
    readonly items: any;
    readonly name: MenuName;
    readonly version: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"linkablePages_query">;
};
export type MenusPageQuery = {
  response: MenusPageQuery$data;
  variables: MenusPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Menu",
  "kind": "LinkedField",
  "name": "menus",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "items",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuBrokenLink",
      "kind": "LinkedField",
      "name": "brokenLinks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "problem",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PageTranslation",
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MenusPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "kind": "InlineDataFragmentSpread",
        "name": "linkablePages_query",
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v0/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "pages(first:100)"
          }
        ],
        "args": null,
        "argumentDefinitions": []
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MenusPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v0/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
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
    "id": "820281ee21e0f473fef8cc575e37d0c132e76f0ee92a931464fb15b8689d437b",
    "metadata": {},
    "name": "MenusPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bd214731fff9847446710232f17fb176";

export default node;
