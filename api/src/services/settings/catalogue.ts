import { brand } from '../../../../web/src/brand.ts';
import { isContactEmail } from '../../../../web/src/api/contactRules.ts';
import {
  isBlockListEntry,
  isPhoneNumber,
  isScriptAddress,
  enquiryRetentions,
  secondFactorPolicies,
  settingsLimits,
  type EnquiryRetention,
  type SecondFactorPolicy,
} from '../../../../web/src/api/settingsRules.ts';
import type { PublicSiteSettings } from '../../../../web/src/settings/siteSettings.ts';
import { defaultContact, type SettingsEnvironment } from './defaults.ts';
import { choiceKind, emailKind, flagKind, listKind, textKind, type SettingKind } from './kinds.ts';

// Every setting admins keep at /admin/settings: its row in the Setting table (key → JSON), how a new
// value is checked, its value while unset, and whether visitors see it (the site's pages and
// `siteSettings` / GET /api/settings) or admins only.

/** Every setting, by the name the API and the screen use. */
export interface SiteSettings extends PublicSiteSettings {
  /** Off: no booking calendar on the site, whatever `bookingWidgetUrl` (or BOOKING_WIDGET_URL) holds. */
  bookingEnabled: boolean;
  notificationRecipients: string[];
  blockList: string[];
  analyticsEnabled: boolean;
  /** Who must have a second factor: no one, admins, or all staff (docs/security.md#second-factor-policy). */
  secondFactorPolicy: SecondFactorPolicy;
  /** How long enquiries are kept before they are deleted (docs/security.md#enquiry-retention). */
  enquiryRetention: EnquiryRetention;
}

export type SettingField = keyof SiteSettings;

export interface SettingDefinition<T> extends SettingKind<T> {
  /** Its key in the Setting table. */
  key: string;
  /** Shown to anyone, or to admins only. */
  public: boolean;
  /** The value while the setting is unset. */
  fallback(env: SettingsEnvironment): T;
}

const setting = <T>(key: string, isPublic: boolean, kind: SettingKind<T>, fallback: (env: SettingsEnvironment) => T): SettingDefinition<T> => ({
  key,
  public: isPublic,
  fallback,
  ...kind,
});

const limits = settingsLimits;

export const settingsCatalogue: { [F in SettingField]: SettingDefinition<SiteSettings[F]> } = {
  siteName: setting('site.name.en', true, textKind(limits.siteName), () => brand.name.en),
  siteNameAr: setting('site.name.ar', true, textKind(limits.siteName), () => brand.name.ar),
  contactEmail: setting('contact.email', true, emailKind(), () => defaultContact.email),
  contactPhone: setting('contact.phone', true, textKind(limits.contactPhone, { check: isPhoneNumber }), () => defaultContact.phone),
  officeAddress: setting('contact.address.en', true, textKind(limits.officeAddress, { multiline: true }), () => defaultContact.address.en),
  officeAddressAr: setting('contact.address.ar', true, textKind(limits.officeAddress, { multiline: true }), () => defaultContact.address.ar),
  businessHours: setting('contact.hours.en', true, textKind(limits.businessHours, { multiline: true }), () => defaultContact.hours.en),
  businessHoursAr: setting('contact.hours.ar', true, textKind(limits.businessHours, { multiline: true }), () => defaultContact.hours.ar),
  // The same rule as BOOKING_WIDGET_URL (config.ts): its origin goes into every page's CSP.
  bookingWidgetUrl: setting('booking.widgetUrl', true, textKind(limits.bookingWidgetUrl, { check: isScriptAddress }), (env) => env.bookingWidgetUrl ?? null),
  bookingEnabled: setting('booking.enabled', false, flagKind(), () => true),
  notificationRecipients: setting('contact.notify', false, listKind(limits.notificationRecipients, isContactEmail), (env) => [...env.contactNotify]),
  blockList: setting(
    'contact.blockList',
    false,
    listKind(limits.blockList, isBlockListEntry, (entry) => entry.toLowerCase()),
    () => [],
  ),
  analyticsEnabled: setting('analytics.enabled', false, flagKind(), () => true),
  secondFactorPolicy: setting('auth.secondFactorPolicy', false, choiceKind(secondFactorPolicies), () => 'NONE'),
  enquiryRetention: setting('contact.retention', false, choiceKind(enquiryRetentions), () => 'FOREVER'),
};

/** The settings in the order the screen and the API list them. */
export const settingFields = Object.keys(settingsCatalogue) as SettingField[];

export const publicSettingFields = settingFields.filter((field) => settingsCatalogue[field].public) as (keyof PublicSiteSettings)[];

/** A setting's value from its stored text (or none): the stored value when this setting can use it, else its default. */
export function settingValue<F extends SettingField>(field: F, stored: string | null | undefined, env: SettingsEnvironment): SiteSettings[F] {
  const definition = settingsCatalogue[field];
  const value = stored === null || stored === undefined ? undefined : definition.decode(stored);
  return value === undefined ? definition.fallback(env) : value;
}

/** The settings visitors may see: the booking calendar only while it is switched on. */
export function publicSettings(settings: SiteSettings): PublicSiteSettings {
  const visible = Object.fromEntries(publicSettingFields.map((field) => [field, settings[field]])) as unknown as PublicSiteSettings;
  return { ...visible, bookingWidgetUrl: settings.bookingEnabled ? settings.bookingWidgetUrl : null };
}
