/**
 * @generated SignedSource<<f94fa5b695d388c3e05ef63e2242e794>>
 * @relayHash 0664826d21958c75dc279d7c326b4209
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d100b499f6aa5188d226eeaf1732c6dc897ac6c25c5abec4ad530161d85133dd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingChangesPanelQuery$variables = {
  id: string;
};
export type PendingChangesPanelQuery$data = {
  readonly node: {
    readonly ar?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SourceChanges_changes">;
    }>;
    readonly en?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SourceChanges_changes">;
    }>;
    readonly pendingChanges?: {
      readonly publishAt: any | null | undefined;
      readonly savedAt: any | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type PendingChangesPanelQuery = {
  response: PendingChangesPanelQuery$data;
  variables: PendingChangesPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "PendingChanges",
  "kind": "LinkedField",
  "name": "pendingChanges",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "locale",
    "value": "en"
  }
],
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SourceChanges_changes"
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "locale",
    "value": "ar"
  }
],
v6 = [
  (v2/*:: as any*/),
  {
    "alias": "en",
    "args": (v3/*:: as any*/),
    "concreteType": "TranslationSourceChange",
    "kind": "LinkedField",
    "name": "pendingDiff",
    "plural": true,
    "selections": (v4/*:: as any*/),
    "storageKey": "pendingDiff(locale:\"en\")"
  },
  {
    "alias": "ar",
    "args": (v5/*:: as any*/),
    "concreteType": "TranslationSourceChange",
    "kind": "LinkedField",
    "name": "pendingDiff",
    "plural": true,
    "selections": (v4/*:: as any*/),
    "storageKey": "pendingDiff(locale:\"ar\")"
  }
],
v7 = [
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
v8 = [
  (v2/*:: as any*/),
  {
    "alias": "en",
    "args": (v3/*:: as any*/),
    "concreteType": "TranslationSourceChange",
    "kind": "LinkedField",
    "name": "pendingDiff",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": "pendingDiff(locale:\"en\")"
  },
  {
    "alias": "ar",
    "args": (v5/*:: as any*/),
    "concreteType": "TranslationSourceChange",
    "kind": "LinkedField",
    "name": "pendingDiff",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": "pendingDiff(locale:\"ar\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PendingChangesPanelQuery",
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
            "selections": (v6/*:: as any*/),
            "type": "Post",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
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
    "name": "PendingChangesPanelQuery",
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
            "selections": (v8/*:: as any*/),
            "type": "Post",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v8/*:: as any*/),
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
    "id": "d100b499f6aa5188d226eeaf1732c6dc897ac6c25c5abec4ad530161d85133dd",
    "metadata": {},
    "name": "PendingChangesPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7066bd31677a6ea7447bc564ab99a1e3";

export default node;
