/**
 * @generated SignedSource<<2f08c5ca4569241e775e8eae4edf7904>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionsPanel_user$data = {
  readonly sessions: ReadonlyArray<{
    readonly browser: string | null | undefined;
    readonly createdAt: any;
    readonly current: boolean;
    readonly id: string;
    readonly ip: string;
    readonly lastSeenAt: any;
    readonly operatingSystem: string | null | undefined;
  }>;
  readonly signInNotices: boolean;
  readonly " $fragmentType": "SessionsPanel_user";
};
export type SessionsPanel_user$key = {
  readonly " $data"?: SessionsPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsPanel_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signInNotices",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "browser",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "operatingSystem",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
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
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9910517908fa77809ef57d9b122186da";

export default node;
