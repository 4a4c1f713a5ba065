/**
 * @generated SignedSource<<fafcb61473c918c76046acf5919238bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactMessageStatus = "ARCHIVED" | "NEW" | "READ" | "%future added value";
export type Locale = "ar" | "en" | "%future added value";
export type NotificationStatus = "FAILED" | "PENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InboxRow_message$data = {
  readonly company: string;
  readonly createdAt: any;
  readonly databaseId: number;
  readonly fullName: string;
  readonly id: string;
  readonly language: Locale;
  readonly message: string;
  readonly notification: {
    readonly status: NotificationStatus;
  } | null | undefined;
  readonly status: ContactMessageStatus;
  readonly subject: string;
  readonly " $fragmentType": "InboxRow_message";
};
export type InboxRow_message$key = {
  readonly " $data"?: InboxRow_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxRow_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxRow_message",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "concreteType": "ContactNotification",
      "kind": "LinkedField",
      "name": "notification",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};
})();

(node as any).hash = "b33ad82b4ff564a26ad28ff07031a45a";

export default node;
