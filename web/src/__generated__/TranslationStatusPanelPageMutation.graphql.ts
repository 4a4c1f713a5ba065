/**
 * @generated SignedSource<<72b17498bb210e434e3624aabc0546e2>>
 * @relayHash db41517a4405841996b86403f9629e59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dff89d6d25ece024a8eb90656e84989396d2e39bf28558767fe70ab125a6d9b4

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type TranslationState = "MISSING" | "OUT_OF_DATE" | "UP_TO_DATE" | "%future added value";
export type MarkPageTranslationReviewedInput = {
  id: string;
  locale: Locale;
  version: number;
};
export type TranslationStatusPanelPageMutation$variables = {
  input: MarkPageTranslationReviewedInput;
};
export type TranslationStatusPanelPageMutation$data = {
  readonly markPageTranslationReviewed: {
    readonly page: {
      readonly id: string;
      readonly translationStatus: ReadonlyArray<{
        readonly locale: Locale;
        readonly state: TranslationState;
        readonly textChangedAt: any | null | undefined;
      }>;
    };
  };
};
export type TranslationStatusPanelPageMutation = {
  response: TranslationStatusPanelPageMutation$data;
  variables: TranslationStatusPanelPageMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PagePayload",
    "kind": "LinkedField",
    "name": "markPageTranslationReviewed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Page",
        "kind": "LinkedField",
        "name": "page",
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
    "name": "TranslationStatusPanelPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TranslationStatusPanelPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dff89d6d25ece024a8eb90656e84989396d2e39bf28558767fe70ab125a6d9b4",
    "metadata": {},
    "name": "TranslationStatusPanelPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62943d8162faaf67298333f28bd277ce";

export default node;
