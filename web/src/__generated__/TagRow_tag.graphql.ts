/**
 * @generated SignedSource<<7a536f79ce4073339b4514fab224bafd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TagRow_tag$data = {
  readonly allPostCount: number;
  readonly ar: string | null | undefined;
  readonly en: string | null | undefined;
  readonly id: string;
  readonly postCount: number;
  readonly slug: string;
  readonly " $fragmentType": "TagRow_tag";
};
export type TagRow_tag$key = {
  readonly " $data"?: TagRow_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagRow_tag",
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
  "type": "Tag",
  "abstractKey": null
};

(node as any).hash = "1b10de4c40e34bddfe7304bbe14de3ee";

export default node;
