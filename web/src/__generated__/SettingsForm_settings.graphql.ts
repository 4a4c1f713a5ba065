/**
 * @generated SignedSource<<4f1c0582d43cff99e22b3801d575c341>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsForm_settings$data = {
  readonly analyticsEnabled: boolean;
  readonly blockList: ReadonlyArray<string>;
  readonly bookingWidgetUrl: string | null | undefined;
  readonly businessHours: string;
  readonly businessHoursAr: string;
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly notificationRecipients: ReadonlyArray<string>;
  readonly officeAddress: string;
  readonly officeAddressAr: string;
  readonly siteName: string;
  readonly siteNameAr: string;
  readonly version: number;
  readonly " $fragmentType": "SettingsForm_settings";
};
export type SettingsForm_settings$key = {
  readonly " $data"?: SettingsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsForm_settings">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SettingsForm_settings"
};

(node as any).hash = "e7615ee5edd629b7398599c71b8b9d7f";

export default node;
