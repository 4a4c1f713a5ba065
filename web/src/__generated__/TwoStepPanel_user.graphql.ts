/**
 * @generated SignedSource<<bb77dcf520ad7824fde6e5a7c12ed5c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoStepPanel_user$data = {
  readonly id: string;
  readonly recoveryCodesLeft: number;
  readonly twoFactorEnabled: boolean;
  readonly " $fragmentType": "TwoStepPanel_user";
};
export type TwoStepPanel_user$key = {
  readonly " $data"?: TwoStepPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoStepPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoStepPanel_user",
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
      "name": "twoFactorEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recoveryCodesLeft",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d78c42fdec2080a90077c6cb8d9a0a68";

export default node;
