/**
 * @generated SignedSource<<4f7b126f1ac60505935b7e6c1d6760de>>
 * @relayHash b184f2b9289009a92bfa06e9070b9ab9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1ce6c7b2799801bcc151ba5f00294f94eb3ed58f6c28441297712d4b0a19444

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type TranslationState = "MISSING" | "OUT_OF_DATE" | "UP_TO_DATE" | "%future added value";
export type MarkPostTranslationReviewedInput = {
  id: string;
  locale: Locale;
  version: number;
};
export type TranslationStatusPanelPostMutation$variables = {
  input: MarkPostTranslationReviewedInput;
};
export type TranslationStatusPanelPostMutation$data = {
  readonly markPostTranslationReviewed: {
    readonly post: {
      readonly id: string;
      readonly translationStatus: ReadonlyArray<{
        readonly locale: Locale;
        readonly state: TranslationState;
        readonly textChangedAt: any | null | undefined;
      }>;
    };
  };
};
export type TranslationStatusPanelPostMutation = {
  response: TranslationStatusPanelPostMutation$data;
  variables: TranslationStatusPanelPostMutation$variables;
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
    "concreteType": "PostPayload",
    "kind": "LinkedField",
    "name": "markPostTranslationReviewed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
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
    "name": "TranslationStatusPanelPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TranslationStatusPanelPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c1ce6c7b2799801bcc151ba5f00294f94eb3ed58f6c28441297712d4b0a19444",
    "metadata": {},
    "name": "TranslationStatusPanelPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "06c76bbf7ea95d9ec84709c7ea9c45cf";

export default node;
