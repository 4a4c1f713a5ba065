/**
 * @generated SignedSource<<4c8982f41e366aeb3770f02aaa5c9db9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_post$data = {
  readonly id: string;
  readonly likeCount: number;
  readonly " $fragmentType": "LikeButton_post";
};
export type LikeButton_post$key = {
  readonly " $data"?: LikeButton_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_post",
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
      "name": "likeCount",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "2c7a568c1d7e89ae24f64643ae85dd3a";

export default node;
