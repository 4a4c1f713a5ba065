/**
 * @generated SignedSource<<bf8b5a44da90930ebf6d2f1f67d99844>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TextChangeKind = "ADDED" | "REMOVED" | "SAME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SourceChanges_changes$data = ReadonlyArray<{
  readonly blockType: string | null | undefined;
  readonly changes: ReadonlyArray<{
    readonly kind: TextChangeKind;
    readonly text: string;
  }>;
  readonly field: string;
  readonly " $fragmentType": "SourceChanges_changes";
}>;
export type SourceChanges_changes$key = ReadonlyArray<{
  readonly " $data"?: SourceChanges_changes$data;
  readonly " $fragmentSpreads": FragmentRefs<"SourceChanges_changes">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SourceChanges_changes",
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
  "type": "TranslationSourceChange",
  "abstractKey": null
};

(node as any).hash = "7982eb71599c8e77a6957a3c4bd408f2";

export default node;
