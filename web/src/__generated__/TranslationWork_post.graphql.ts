/**
 * @generated SignedSource<<35c5f016b8823dccd0d65d1850de3f58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type TranslationState = "MISSING" | "OUT_OF_DATE" | "UP_TO_DATE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TranslationWork_post$data = {
  readonly id: string;
  readonly translation: {
    readonly locale: Locale;
    readonly title: string;
  };
  readonly translationStatus: ReadonlyArray<{
    readonly locale: Locale;
    readonly state: TranslationState;
  }>;
  readonly " $fragmentType": "TranslationWork_post";
};
export type TranslationWork_post$key = {
  readonly " $data"?: TranslationWork_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"TranslationWork_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "locale"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TranslationWork_post",
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
      "args": [
        {
          "kind": "Variable",
          "name": "locale",
          "variableName": "locale"
        }
      ],
      "concreteType": "PostTranslation",
      "kind": "LinkedField",
      "name": "translation",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "aefba17c9fd957bc52310b9f409ca591";

export default node;
