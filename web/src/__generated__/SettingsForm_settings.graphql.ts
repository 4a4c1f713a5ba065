/**
 * @generated SignedSource<<5c7d64aa1abaf84dc82cdd48f33df8f2>>
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
  readonly bookingEnabled: boolean;
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

(node as any).hash = "5fa355b55cf2386ed0d07479dc09cf7d";

export default node;
