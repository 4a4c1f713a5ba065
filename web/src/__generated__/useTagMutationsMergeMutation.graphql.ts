/**
 * @generated SignedSource<<7145ee39ab1eee55738ec630e49e076c>>
 * @relayHash 3cdd258cdfb4a04e2be189e1495c7af7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af7edc75c0f8155f2104df6ee5af3afc356da28e6560e149604f0525b63da0f3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MergeTagInput = {
  id: string;
  into: string;
};
export type useTagMutationsMergeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: MergeTagInput;
};
export type useTagMutationsMergeMutation$data = {
  readonly mergeTag: {
    readonly mergedTagId: string;
    readonly tag: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
    };
  };
};
export type useTagMutationsMergeMutation = {
  response: useTagMutationsMergeMutation$data;
  variables: useTagMutationsMergeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mergedTagId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTagMutationsMergeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MergeTagPayload",
        "kind": "LinkedField",
        "name": "mergeTag",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TagRow_tag"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useTagMutationsMergeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MergeTagPayload",
        "kind": "LinkedField",
        "name": "mergeTag",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "mergedTagId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "af7edc75c0f8155f2104df6ee5af3afc356da28e6560e149604f0525b63da0f3",
    "metadata": {},
    "name": "useTagMutationsMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5554c48abff4b5503205b6a9c5c489ab";

export default node;
