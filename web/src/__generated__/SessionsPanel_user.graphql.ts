/**
 * @generated SignedSource<<bdad58ef090a0c9846a9fee0f072de8b>>
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

(node as any).hash = "43cd6635eb05b5cef313a85d7d65d128";

export default node;
