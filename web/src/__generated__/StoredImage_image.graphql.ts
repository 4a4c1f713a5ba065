/**
 * @generated SignedSource<<e8880f65879239f054b1e0a052518561>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoredImage_image$data = {
  readonly height: number;
  readonly placeholder: string;
  readonly sources: ReadonlyArray<{
    readonly srcset: string;
    readonly type: string;
  }>;
  readonly src: string;
  readonly srcset: string;
  readonly width: number;
  readonly " $fragmentType": "StoredImage_image";
};
export type StoredImage_image$key = {
  readonly " $data"?: StoredImage_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoredImage_image">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcset",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoredImage_image",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "src",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ImageSource",
      "kind": "LinkedField",
      "name": "sources",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "placeholder",
      "storageKey": null
    }
  ],
  "type": "Image",
  "abstractKey": null
};
})();

(node as any).hash = "16bf2ee71aa28e794cea4d08a6baac13";

export default node;
