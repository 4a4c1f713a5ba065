/**
 * @generated SignedSource<<6c0be15081eaae85137b01f54c0c0df3>>
 * @relayHash 8642c8067fcbe5a1474aa7d8dd4c6e6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9998ca1918ffccb8c47c2ce49c22a1b0a06cf655a9dbf044f62fb6ff912cb1c3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenameTagInput = {
  ar?: string | null | undefined;
  en?: string | null | undefined;
  id: string;
};
export type useTagMutationsRenameMutation$variables = {
  input: RenameTagInput;
};
export type useTagMutationsRenameMutation$data = {
  readonly renameTag: {
    readonly tag: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
    };
  };
};
export type useTagMutationsRenameMutation = {
  response: useTagMutationsRenameMutation$data;
  variables: useTagMutationsRenameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTagMutationsRenameMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TagPayload",
        "kind": "LinkedField",
        "name": "renameTag",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTagMutationsRenameMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TagPayload",
        "kind": "LinkedField",
        "name": "renameTag",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "id": "9998ca1918ffccb8c47c2ce49c22a1b0a06cf655a9dbf044f62fb6ff912cb1c3",
    "metadata": {},
    "name": "useTagMutationsRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "52520f2a901e96c5ffded1c054d444bf";

export default node;
