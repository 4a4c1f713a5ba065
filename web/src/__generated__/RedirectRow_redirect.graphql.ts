/**
 * @generated SignedSource<<90c1a79d599262f75750ca898650e777>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RedirectRow_redirect$data = {
  readonly from: string;
  readonly id: string;
  readonly to: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "RedirectRow_redirect";
};
export type RedirectRow_redirect$key = {
  readonly " $data"?: RedirectRow_redirect$data;
  readonly " $fragmentSpreads": FragmentRefs<"RedirectRow_redirect">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RedirectRow_redirect",
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
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Redirect",
  "abstractKey": null
};

(node as any).hash = "f2adfe31a7d2b9f9153d186539b1f943";

export default node;
