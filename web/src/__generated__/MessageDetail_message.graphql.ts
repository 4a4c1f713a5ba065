/**
 * @generated SignedSource<<b525425ec12ee33e0e85b30145e7bb35>>
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
export type MessageDetail_message$data = {
  readonly company: string;
  readonly createdAt: any;
  readonly databaseId: number;
  readonly email: string;
  readonly fullName: string;
  readonly id: string;
  readonly language: Locale;
  readonly message: string;
  readonly notification: {
    readonly attempts: number;
    readonly lastError: string | null | undefined;
    readonly nextAttemptAt: any | null | undefined;
    readonly sentAt: any | null | undefined;
    readonly status: NotificationStatus;
  } | null | undefined;
  readonly readAt: any | null | undefined;
  readonly replyMailto: string;
  readonly status: ContactMessageStatus;
  readonly subject: string;
  readonly " $fragmentType": "MessageDetail_message";
};
export type MessageDetail_message$key = {
  readonly " $data"?: MessageDetail_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageDetail_message">;
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
  "name": "MessageDetail_message",
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
      "name": "email",
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
      "kind": "ScalarField",
      "name": "readAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyMailto",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};
})();

(node as any).hash = "bc839b98107e826908181cbe44cf7fcb";

export default node;
