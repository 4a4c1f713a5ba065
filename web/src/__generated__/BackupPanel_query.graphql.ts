/**
 * @generated SignedSource<<42c12c636b14d1b5035ddd41f01ba89c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BackupWarning = "FAILED" | "NEVER" | "STALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BackupPanel_query$data = {
  readonly backupStatus: {
    readonly lastBackupAt: any | null | undefined;
    readonly lastBackupBytes: number | null | undefined;
    readonly lastBackupFile: string | null | undefined;
    readonly lastError: string | null | undefined;
    readonly warning: BackupWarning | null | undefined;
  };
  readonly " $fragmentType": "BackupPanel_query";
};
export type BackupPanel_query$key = {
  readonly " $data"?: BackupPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BackupPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BackupPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BackupStatus",
      "kind": "LinkedField",
      "name": "backupStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastBackupAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastBackupFile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastBackupBytes",
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
          "name": "warning",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b2c36dedaa3f963545aaf35787a7518c";

export default node;
