/**
 * @generated SignedSource<<4b0a5d082a53545a8a75237f3f154056>>
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

(node as any).hash = "5bd1589074201c8acef69ea6351b47ef";

export default node;
