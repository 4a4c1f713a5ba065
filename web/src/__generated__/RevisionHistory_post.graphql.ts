/**
 * @generated SignedSource<<b37af8e853fb40a29c4f61480a41ee3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevisionHistory_post$data = {
  readonly id: string;
  readonly revisions: ReadonlyArray<{
    readonly action: string;
    readonly createdAt: any;
    readonly editorName: string | null | undefined;
    readonly version: number;
  }>;
  readonly " $fragmentType": "RevisionHistory_post";
};
export type RevisionHistory_post$key = {
  readonly " $data"?: RevisionHistory_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevisionHistory_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevisionHistory_post",
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
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PostRevision",
      "kind": "LinkedField",
      "name": "revisions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editorName",
          "storageKey": null
        }
      ],
      "storageKey": "revisions(first:50)"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "3f2adfa8b688207d5fdb7a109dd2131c";

export default node;
