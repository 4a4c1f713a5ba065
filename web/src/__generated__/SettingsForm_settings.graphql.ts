/**
 * @generated SignedSource<<5835841a5c376f9a6060ff1fb60d6c51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type EnquiryRetention = "DAYS_180" | "DAYS_365" | "DAYS_730" | "DAYS_90" | "FOREVER" | "%future added value";
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
  readonly enquiryRetention: EnquiryRetention;
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

(node as any).hash = "cc9b22be83ff56ed2a872d03bcb8fdfe";

export default node;
