/**
 * @generated SignedSource<<be5977a6f27b9412eeb65863129a6851>>
 * @relayHash 749c4893026625a4b0e5839f76011b20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a88ff738aeecf30dc127e0dce0f2c0438421557c40c569c43519bc2e86bbb7e

import { ConcreteRequest } from 'relay-runtime';
export type AuthorFilterQuery$variables = {
  isAdmin: boolean;
};
export type AuthorFilterQuery$data = {
  readonly users?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly displayNameAr: string;
        readonly id: string;
      };
    }>;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AuthorFilterQuery = {
  response: AuthorFilterQuery$data;
  variables: AuthorFilterQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isAdmin"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "condition": "isAdmin",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayNameAr",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "users(first:100)"
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthorFilterQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthorFilterQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3a88ff738aeecf30dc127e0dce0f2c0438421557c40c569c43519bc2e86bbb7e",
    "metadata": {},
    "name": "AuthorFilterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d9483b326d2868ae260d613cb916fb3e";

export default node;
