/**
 * @generated SignedSource<<cfeb4247e2d0911e8e5eb62b9761958c>>
 * @relayHash 5fc83d7f1fc72de8cf48aabe643613e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6911bac74edd50a517c6e7f1c0c7b65b6e498ef64c32faccd6e4142773216133

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Locale = "ar" | "en" | "%future added value";
export type TranslationStatusPanelChangesQuery$variables = {
  id: string;
  locale: Locale;
};
export type TranslationStatusPanelChangesQuery$data = {
  readonly node: {
    readonly translationChanges?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SourceChanges_changes">;
    }>;
  } | null | undefined;
};
export type TranslationStatusPanelChangesQuery = {
  response: TranslationStatusPanelChangesQuery$data;
  variables: TranslationStatusPanelChangesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v3 = [
  {
    "alias": null,
    "args": (v2/*:: as any*/),
    "concreteType": "TranslationSourceChange",
    "kind": "LinkedField",
    "name": "translationChanges",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SourceChanges_changes"
      }
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": (v2/*:: as any*/),
    "concreteType": "TranslationSourceChange",
    "kind": "LinkedField",
    "name": "translationChanges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "blockType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TextChange",
        "kind": "LinkedField",
        "name": "changes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TranslationStatusPanelChangesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": (v3/*:: as any*/),
            "type": "Post",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v3/*:: as any*/),
            "type": "Page",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TranslationStatusPanelChangesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Post",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Page",
            "abstractKey": null
          },
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
    ]
  },
  "params": {
    "id": "6911bac74edd50a517c6e7f1c0c7b65b6e498ef64c32faccd6e4142773216133",
    "metadata": {},
    "name": "TranslationStatusPanelChangesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22ddbaf274f9bd9ce03d47cba77997f0";

export default node;
