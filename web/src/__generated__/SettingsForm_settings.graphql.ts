/**
 * @generated SignedSource<<3276c2f34dea7926553eed1deb3554f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type EnquiryRetention = "DAYS_180" | "DAYS_365" | "DAYS_730" | "DAYS_90" | "FOREVER" | "%future added value";
export type SecondFactorPolicy = "ADMINS" | "ALL_STAFF" | "NONE" | "%future added value";
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
  readonly secondFactorPolicy: SecondFactorPolicy;
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

(node as any).hash = "304ef5579650cc6d1394c956b5d3347a";

export default node;
