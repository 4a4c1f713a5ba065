/**
 * @generated SignedSource<<03a9445a00dd73659fef342c792243d9>>
 * @relayHash f3c8b6394d4f80fd809ffda76e742640
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff8c5e07e5773d27879344715a6b543e93b24e42f1b61dcc17d3a23b338bde34

import { ConcreteRequest } from 'relay-runtime';
export type MergeTagDialogQuery$variables = Record<PropertyKey, never>;
export type MergeTagDialogQuery$data = {
  readonly adminTags: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly ar: string | null | undefined;
        readonly en: string | null | undefined;
        readonly id: string;
        readonly slug: string;
      };
    }>;
  };
};
export type MergeTagDialogQuery = {
  response: MergeTagDialogQuery$data;
  variables: MergeTagDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminTags(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MergeTagDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MergeTagDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ff8c5e07e5773d27879344715a6b543e93b24e42f1b61dcc17d3a23b338bde34",
    "metadata": {},
    "name": "MergeTagDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67d0a63644509eafca163009da52eb40";

export default node;
