/**
 * @generated SignedSource<<c5e7ca782528d0df367011c6fa21bee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasskeysPanel_user$data = {
  readonly hasPasskey: boolean;
  readonly id: string;
  readonly passkeys: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
  }>;
  readonly " $fragmentType": "PasskeysPanel_user";
};
export type PasskeysPanel_user$key = {
  readonly " $data"?: PasskeysPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasskeysPanel_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasskeysPanel_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPasskey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Passkey",
      "kind": "LinkedField",
      "name": "passkeys",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "fd180b69627dd1d8fd323fd5a30b804e";

export default node;
