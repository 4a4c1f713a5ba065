import { z } from 'zod';
import { contactLimits } from '../../../../web/src/api/contactRules.ts';
import { enquiryRetentions, phoneDigits, phonePattern, secondFactorPolicies, settingsLimits } from '../../../../web/src/api/settingsRules.ts';
import { component } from './common.ts';

// The site settings as /api/settings shows and takes them (rest/settingsRoutes.ts).

const publicFields = {
  siteName: z.string(),
  siteNameAr: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  officeAddress: z.string(),
  officeAddressAr: z.string(),
  businessHours: z.string(),
  businessHoursAr: z.string(),
  bookingWidgetUrl: z.string().nullable().meta({ description: 'The booking calendar\'s script; null: "Book a demo" leads to the contact section' }),
};

const adminFields = {
  bookingEnabled: z.boolean(),
  notificationRecipients: z.array(z.string()).meta({ description: 'Who hears of each new enquiry; empty: those of CONTACT_NOTIFY' }),
  blockList: z.array(z.string()).meta({ description: 'Addresses and @domains whose enquiries are refused' }),
  analyticsEnabled: z.boolean(),
  secondFactorPolicy: z.enum(secondFactorPolicies).meta({ description: 'Who must have a second factor: NONE, ADMINS or ALL_STAFF' }),
  enquiryRetention: z.enum(enquiryRetentions).meta({ description: 'How long enquiries are kept: FOREVER, or DAYS_90 … DAYS_730' }),
};

export const SiteSettings = component('SiteSettings', z.object(publicFields));

export const AdminSiteSettings = component(
  'AdminSiteSettings',
  z.object({
    ...publicFields,
    ...adminFields,
    version: z
      .int32()
      .min(0)
      .meta({ description: 'Which save of the settings these are: send it back with PATCH to refuse a change when someone saved in between' }),
  }),
);

export const SettingsChange = component(
  'SettingsChange',
  z.object({ settings: AdminSiteSettings, changed: z.array(z.string()).meta({ description: 'The settings the change altered' }) }),
);

const text = (max: number) => z.string().max(max).nullable();
const limits = settingsLimits;

export const updateSettingsBody = z
  .object({
    siteName: text(limits.siteName),
    siteNameAr: text(limits.siteName),
    contactEmail: z.email().max(contactLimits.email.max).nullable(),
    contactPhone: z
      .union([z.string().max(limits.contactPhone).regex(phonePattern), z.literal('')])
      .nullable()
      .meta({ description: `An optional leading +, then ${phoneDigits.min} to ${phoneDigits.max} digits with spaces, dots, hyphens or brackets between` }),
    officeAddress: text(limits.officeAddress),
    officeAddressAr: text(limits.officeAddress),
    businessHours: text(limits.businessHours),
    businessHoursAr: text(limits.businessHours),
    bookingWidgetUrl: text(limits.bookingWidgetUrl).meta({ description: 'https:// (http:// on loopback) or a path; no credentials or wildcard' }),
    bookingEnabled: z.boolean().nullable(),
    notificationRecipients: z.array(z.email().max(contactLimits.email.max)).max(limits.notificationRecipients).nullable(),
    blockList: z.array(z.string().max(limits.blockListEntry)).max(limits.blockList).nullable(),
    analyticsEnabled: z.boolean().nullable(),
    secondFactorPolicy: z.enum(secondFactorPolicies).nullable(),
    enquiryRetention: z.enum(enquiryRetentions).nullable(),
    version: z
      .int32()
      .min(0)
      .nullable()
      .meta({ description: 'The version the change was made from: CONFLICT when someone saved since; left out, the change applies whatever was saved' }),
  })
  .partial()
  .meta({ description: 'The settings to change; those left out stay as they are, null or empty restores the default. Another name is refused' });
