/**
 * @generated SignedSource<<20c6654f3c0816568a2e61d4419b8976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityAction = "CONTACT_MESSAGES_EXPORTED" | "CONTACT_MESSAGE_DELETED" | "CONTACT_MESSAGE_UPDATED" | "ENQUIRIES_EXPIRED" | "IDENTITY_CONFIRMED" | "MEDIA_DELETED" | "MEDIA_UPDATED" | "MEDIA_UPLOADED" | "MENU_UPDATED" | "PAGE_APPROVED" | "PAGE_CREATED" | "PAGE_DELETED" | "PAGE_PUBLISHED" | "PAGE_RESTORED" | "PAGE_SENT_BACK" | "PAGE_SUBMITTED" | "PAGE_TRANSLATION_REVIEWED" | "PAGE_UNPUBLISHED" | "PAGE_UPDATED" | "PASSKEY_ADDED" | "PASSKEY_CLONED" | "PASSKEY_REMOVED" | "PASSWORD_CHANGED" | "PASSWORD_RESET" | "PERSONAL_DATA_ERASED" | "PERSONAL_DATA_VIEWED" | "POST_APPROVED" | "POST_CREATED" | "POST_DELETED" | "POST_PUBLISHED" | "POST_RESTORED" | "POST_SENT_BACK" | "POST_SUBMITTED" | "POST_TRANSLATION_REVIEWED" | "POST_UNPUBLISHED" | "POST_UPDATED" | "PREVIEW_LINK_CREATED" | "PREVIEW_LINK_REVOKED" | "RECOVERY_CODES_REGENERATED" | "REDIRECT_CREATED" | "REDIRECT_DELETED" | "REDIRECT_UPDATED" | "SESSION_ENDED" | "SETTINGS_UPDATED" | "SIGNED_IN" | "SIGNED_OUT" | "SIGN_IN_FAILED" | "SITE_EXPORTED" | "SITE_IMPORTED" | "TAG_DELETED" | "TAG_MERGED" | "TAG_RENAMED" | "TWO_FACTOR_DISABLED" | "TWO_FACTOR_ENABLED" | "TWO_FACTOR_RESET" | "USER_CREATED" | "USER_DELETED" | "USER_UPDATED" | "WEBHOOK_CREATED" | "WEBHOOK_DELETED" | "WEBHOOK_SECRET_ROTATED" | "WEBHOOK_UPDATED" | "%future added value";
export type ActivitySubjectKind = "CONTACT_MESSAGE" | "MEDIA" | "PAGE" | "POST" | "USER" | "%future added value";
export type ContactMessageStatus = "ARCHIVED" | "NEW" | "READ" | "%future added value";
export type Locale = "ar" | "en" | "%future added value";
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivityItem_event$data = {
  readonly action: ActivityAction;
  readonly actor: {
    readonly displayName: string;
    readonly displayNameAr: string;
  } | null | undefined;
  readonly contactStatus: ContactMessageStatus | null | undefined;
  readonly count: number;
  readonly createdAt: any;
  readonly fromCommandLine: boolean;
  readonly ownProfile: boolean;
  readonly scheduledFor: any | null | undefined;
  readonly subject: {
    readonly __typename: "ContactMessage";
    readonly databaseId: number;
    readonly fullName: string;
  } | {
    readonly __typename: "ContactMessageExport";
    readonly count: number;
  } | {
    readonly __typename: "Media";
    readonly databaseId: number;
    readonly fileName: string;
  } | {
    readonly __typename: "Menu";
    readonly menuName: MenuName;
  } | {
    readonly __typename: "Page";
    readonly id: string;
    readonly path: string;
  } | {
    readonly __typename: "Post";
    readonly id: string;
    readonly translation: {
      readonly locale: Locale;
      readonly title: string;
    };
  } | {
    readonly __typename: "RemovedActivitySubject";
    readonly databaseId: number;
    readonly kind: ActivitySubjectKind;
    readonly name: string | null | undefined;
  } | {
    readonly __typename: "SignInAttempt";
    readonly username: string;
  } | {
    readonly __typename: "User";
    readonly displayName: string;
    readonly displayNameAr: string;
    readonly id: string;
    readonly username: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly " $fragmentType": "ActivityItem_event";
};
export type ActivityItem_event$key = {
  readonly " $data"?: ActivityItem_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityItem_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayNameAr",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "locale"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivityItem_event",
  "selections": [
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromCommandLine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownProfile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledFor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "subject",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": (v4/*:: as any*/),
              "concreteType": "PostTranslation",
              "kind": "LinkedField",
              "name": "translation",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "locale",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "Post",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "path",
              "storageKey": null
            }
          ],
          "type": "Page",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": "menuName",
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "type": "Menu",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullName",
              "storageKey": null
            }
          ],
          "type": "ContactMessage",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v3/*:: as any*/),
            (v6/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "type": "User",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v5/*:: as any*/),
            {
              "alias": "fileName",
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "type": "Media",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": (v4/*:: as any*/),
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "type": "RemovedActivitySubject",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v0/*:: as any*/)
          ],
          "type": "ContactMessageExport",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v6/*:: as any*/)
          ],
          "type": "SignInAttempt",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ActivityEvent",
  "abstractKey": null
};
})();

(node as any).hash = "404ea5a8510155ad881f9189e1a7e8da";

export default node;
