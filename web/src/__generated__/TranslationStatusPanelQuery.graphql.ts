/**
 * @generated SignedSource<<8bbc21f3d762ba430db741f7626a3a90>>
 * @relayHash 451b1f5e5a2b532d3fffb71c2056d966
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 433bd8aa358b7133741ca9ddfe57bfe92995d26e32214eab52937f6a04c09e8d

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type TranslationState = "MISSING" | "OUT_OF_DATE" | "UP_TO_DATE" | "%future added value";
export type TranslationStatusPanelQuery$variables = {
  id: string;
};
export type TranslationStatusPanelQuery$data = {
  readonly node: {
    readonly translationStatus?: ReadonlyArray<{
      readonly locale: Locale;
      readonly state: TranslationState;
      readonly textChangedAt: any | null | undefined;
    }>;
  } | null | undefined;
};
export type TranslationStatusPanelQuery = {
  response: TranslationStatusPanelQuery$data;
  variables: TranslationStatusPanelQuery$variables;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TranslationStatus",
    "kind": "LinkedField",
    "name": "translationStatus",
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
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "textChangedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": (v2/*:: as any*/),
  "type": "Post",
  "abstractKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": (v2/*:: as any*/),
  "type": "Page",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TranslationStatusPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "TranslationStatusPanelQuery",
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
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "433bd8aa358b7133741ca9ddfe57bfe92995d26e32214eab52937f6a04c09e8d",
    "metadata": {},
    "name": "TranslationStatusPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9c26d7e54feaedf1efe9826358744ec9";

export default node;
