import { phoneDigits, settingsLimits } from '../../../../web/src/api/settingsRules.ts';
import type { PublicSiteSettings } from '../../../../web/src/settings/siteSettings.ts';
import type { SettingField, SiteSettings } from '../../services/settings/catalogue.ts';
import { getAllSettings, settingsVersion, updateSiteSettings } from '../../services/settings/update.ts';
import { builder } from '../builder.ts';

// The site settings (services/settings): what visitors see through `siteSettings` (anyone), every
// setting through `adminSettings`, and `updateSiteSettings` (admins only; audited).

const limit = settingsLimits;

const SecondFactorPolicyEnum = builder.enumType('SecondFactorPolicy', {
  description: 'Who must have a second factor to use the admin panel',
  values: {
    NONE: { description: 'No one (the default)' },
    ADMINS: { description: 'Admins' },
    ALL_STAFF: { description: 'Every staff member: admins, editors and contributors' },
  } as const,
});

const EnquiryRetentionEnum = builder.enumType('EnquiryRetention', {
  description: 'How long enquiries are kept before they are deleted with their notifications',
  values: {
    FOREVER: { description: 'Kept until staff delete them (the default)' },
    DAYS_90: { description: '90 days' },
    DAYS_180: { description: '180 days' },
    DAYS_365: { description: 'One year' },
    DAYS_730: { description: 'Two years' },
  } as const,
});

const describe: Record<SettingField, string> = {
  siteName: `The site's name in English: page titles end with it, link previews and structured data name the site with it (at most ${limit.siteName} characters)`,
  siteNameAr: `The site's name in Arabic, used as \`siteName\` is on Arabic pages (at most ${limit.siteName} characters)`,
  contactEmail: 'The address visitors write to, shown in the contact section and the structured data',
  contactPhone: `The phone number visitors call, as it is shown (${phoneDigits.min} to ${phoneDigits.max} digits, an optional leading +, spaces, dots, hyphens and brackets between)`,
  officeAddress: `The office address in English, one line or several (at most ${limit.officeAddress} characters)`,
  officeAddressAr: `The office address in Arabic, one line or several (at most ${limit.officeAddress} characters)`,
  businessHours: `The business hours in English, one line or several (at most ${limit.businessHours} characters)`,
  businessHoursAr: `The business hours in Arabic, one line or several (at most ${limit.businessHours} characters)`,
  bookingWidgetUrl:
    'The external booking calendar\'s script (https://, a path, no credentials or wildcard; http:// only on loopback), loaded when a visitor asks to book a demo; its origin is allowed by the CSP. Null: "Book a demo" leads to the contact section',
  bookingEnabled:
    'Whether the site offers the booking calendar; off, "Book a demo" leads to the contact section and the CSP allows no calendar, whatever bookingWidgetUrl holds',
  notificationRecipients: `The addresses told of each new enquiry (at most ${limit.notificationRecipients}); when it lists none, those of CONTACT_NOTIFY`,
  blockList: `Addresses (name@example.com) and domains (@example.com, which also covers its subdomains) whose enquiries are refused with FORBIDDEN (at most ${limit.blockList.toLocaleString('en')})`,
  analyticsEnabled: 'Whether page views are counted; off, nothing more is counted (days already counted stay)',
  secondFactorPolicy:
    'Who must have a second factor (an authenticator app) to use the admin panel: NONE, ADMINS or ALL_STAFF. Covered staff without one can only set one up after signing in. An admin without a second factor cannot turn it on (CONFLICT): set up your own first',
  enquiryRetention:
    'How long enquiries are kept: FOREVER, or DAYS_90, DAYS_180, DAYS_365, DAYS_730, after which each enquiry is deleted with its notifications within the hour (the deletion is in the audit log, counted)',
};

const SiteSettingsRef = builder.objectRef<PublicSiteSettings>('SiteSettings');
type PublicFieldBuilder = Parameters<NonNullable<Parameters<typeof SiteSettingsRef.implement>[0]['fields']>>[0];

/** The fields visitors may read, on both types (every setting holds the public ones). */
function publicFields(t: PublicFieldBuilder) {
  const text = (field: Exclude<keyof PublicSiteSettings, 'bookingWidgetUrl'>) =>
    t.string({ description: describe[field], resolve: (settings) => settings[field] });
  return {
    siteName: text('siteName'),
    siteNameAr: text('siteNameAr'),
    contactEmail: text('contactEmail'),
    contactPhone: text('contactPhone'),
    officeAddress: text('officeAddress'),
    officeAddressAr: text('officeAddressAr'),
    businessHours: text('businessHours'),
    businessHoursAr: text('businessHoursAr'),
    bookingWidgetUrl: t.string({ nullable: true, description: describe.bookingWidgetUrl, resolve: (settings) => settings.bookingWidgetUrl }),
  };
}

SiteSettingsRef.implement({
  description: "The site settings visitors see: the site's name, contact details, office, hours and booking calendar (anyone may read them)",
  fields: (t) => publicFields(t),
});

const AdminSiteSettingsRef = builder.objectRef<SiteSettings>('AdminSiteSettings').implement({
  description: 'Every site setting, the public ones and those only admins see. A setting never set shows its default',
  fields: (t) => ({
    ...publicFields(t as unknown as PublicFieldBuilder),
    bookingEnabled: t.boolean({ description: describe.bookingEnabled, resolve: (settings) => settings.bookingEnabled }),
    notificationRecipients: t.stringList({ description: describe.notificationRecipients, resolve: (settings) => settings.notificationRecipients }),
    blockList: t.stringList({ description: describe.blockList, resolve: (settings) => settings.blockList }),
    analyticsEnabled: t.boolean({ description: describe.analyticsEnabled, resolve: (settings) => settings.analyticsEnabled }),
    secondFactorPolicy: t.field({ type: SecondFactorPolicyEnum, description: describe.secondFactorPolicy, resolve: (settings) => settings.secondFactorPolicy }),
    enquiryRetention: t.field({ type: EnquiryRetentionEnum, description: describe.enquiryRetention, resolve: (settings) => settings.enquiryRetention }),
    version: t.int({
      description:
        'Which save of the settings these are (0 before the first): send it with updateSiteSettings to refuse a change when someone saved in between',
      resolve: (_settings, _args, ctx) => settingsVersion(ctx.db),
    }),
  }),
});

const UpdateSiteSettingsInput = builder.inputType('UpdateSiteSettingsInput', {
  description:
    "The settings to change; those left out stay as they are, null (or an empty text or list) puts one's default back. Every value is checked before any is written: a problem is BAD_USER_INPUT with `extensions.details` naming every field at fault (invalid, too_long or too_many)",
  fields: (t) => ({
    siteName: t.string({ description: describe.siteName }),
    siteNameAr: t.string({ description: describe.siteNameAr }),
    contactEmail: t.string({ description: describe.contactEmail }),
    contactPhone: t.string({ description: describe.contactPhone }),
    officeAddress: t.string({ description: describe.officeAddress }),
    officeAddressAr: t.string({ description: describe.officeAddressAr }),
    businessHours: t.string({ description: describe.businessHours }),
    businessHoursAr: t.string({ description: describe.businessHoursAr }),
    bookingWidgetUrl: t.string({ description: describe.bookingWidgetUrl }),
    bookingEnabled: t.boolean({ description: describe.bookingEnabled }),
    notificationRecipients: t.stringList({ description: describe.notificationRecipients }),
    blockList: t.stringList({ description: describe.blockList }),
    analyticsEnabled: t.boolean({ description: describe.analyticsEnabled }),
    secondFactorPolicy: t.field({ type: SecondFactorPolicyEnum, description: describe.secondFactorPolicy }),
    enquiryRetention: t.field({ type: EnquiryRetentionEnum, description: describe.enquiryRetention }),
    version: t.int({
      description:
        'The `version` of the settings the change was made from: when someone saved since, CONFLICT and nothing is written. Left out, the change applies whatever was saved',
    }),
  }),
});

const UpdateSiteSettingsPayload = builder.objectRef<{ settings: SiteSettings; changed: string[] }>('UpdateSiteSettingsPayload').implement({
  description: 'The settings after the change',
  fields: (t) => ({
    settings: t.field({ type: AdminSiteSettingsRef, description: 'Every setting, as the site now uses them', resolve: (payload) => payload.settings }),
    changed: t.exposeStringList('changed', { description: 'The names of the settings the change altered (empty when every value was already so)' }),
  }),
});

builder.queryFields((t) => ({
  siteSettings: t.field({
    description: 'The site settings visitors see (anyone)',
    type: SiteSettingsRef,
    resolve: (_root, _args, ctx) => ctx.siteSettings.readPublic(),
  }),
  adminSettings: t.field({
    description: 'Every site setting, with the enquiry and analytics ones (admins only)',
    type: AdminSiteSettingsRef,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => getAllSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateSiteSettings: t.field({
    description: 'Changes site settings, all or none; the site applies them at once, without a restart (admins only; audited as settings.updated)',
    type: UpdateSiteSettingsPayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateSiteSettingsInput, required: true, description: 'The settings to change' }) },
    resolve: (_root, { input }, ctx) => updateSiteSettings(ctx, input),
  }),
}));
