import type { TFunction } from 'i18next';
import { isContactEmail } from '../../../api/contactRules.ts';
import { isBlockListEntry, listLines, type EnquiryRetention, type SecondFactorPolicy } from '../../../api/settingsRules.ts';
import type { PublicSiteSettings } from '../../../settings/siteSettings.ts';

// The settings screen's form, without React: the values as the fields hold them (lists one entry a
// line), what a save sends (the settings changed, nothing else: a default left alone stays a
// default), and the server's `{ field: code }` refusal in the admin's language.

export const textFields = [
  'siteName',
  'siteNameAr',
  'contactEmail',
  'contactPhone',
  'officeAddress',
  'officeAddressAr',
  'businessHours',
  'businessHoursAr',
  'bookingWidgetUrl',
] as const;
export const listFields = ['notificationRecipients', 'blockList'] as const;
/** The switches. */
export const flagFields = ['bookingEnabled', 'analyticsEnabled'] as const;
/** The settings chosen from a list. */
export const choiceFields = ['enquiryRetention', 'secondFactorPolicy'] as const;

type TextField = (typeof textFields)[number];
type ListField = (typeof listFields)[number];
export type FlagField = (typeof flagFields)[number];
export type ChoiceField = (typeof choiceFields)[number];
export type SettingsField = TextField | ListField | FlagField | ChoiceField;

/** What each choice holds. */
interface Choices {
  enquiryRetention: EnquiryRetention;
  secondFactorPolicy: SecondFactorPolicy;
}

/** Every setting, as the server sends it. */
export type SettingsData = { readonly [F in Exclude<TextField, 'bookingWidgetUrl'>]: string } & {
  readonly bookingWidgetUrl: string | null | undefined;
  readonly notificationRecipients: readonly string[];
  readonly blockList: readonly string[];
} & { readonly [F in FlagField]: boolean } & { readonly [F in ChoiceField]: Choices[F] | '%future added value' };

export type SettingsFormValues = Record<TextField | ListField, string> & Record<FlagField, boolean> & { [F in ChoiceField]: Choices[F] };

/** The order of the fields on the screen: the first one at fault takes the focus. */
export const formFields: readonly SettingsField[] = [
  ...textFields.slice(0, -1),
  'bookingWidgetUrl',
  'bookingEnabled',
  ...listFields,
  'enquiryRetention',
  'analyticsEnabled',
  'secondFactorPolicy',
];

export function formValues(settings: SettingsData): SettingsFormValues {
  const values = Object.fromEntries(textFields.map((field) => [field, settings[field] ?? ''])) as Record<TextField, string>;
  return {
    ...values,
    notificationRecipients: settings.notificationRecipients.join('\n'),
    blockList: settings.blockList.join('\n'),
    bookingEnabled: settings.bookingEnabled,
    analyticsEnabled: settings.analyticsEnabled,
    // A value this build does not know yet reads as the default until saved otherwise.
    enquiryRetention: settings.enquiryRetention === '%future added value' ? 'FOREVER' : settings.enquiryRetention,
    secondFactorPolicy: settings.secondFactorPolicy === '%future added value' ? 'NONE' : settings.secondFactorPolicy,
  };
}

export interface SettingsInput {
  [field: string]: string | string[] | boolean;
}

/** What a save sends: the settings whose field differs from what was saved; an emptied field puts the default back. */
export function changedInput(values: SettingsFormValues, saved: SettingsFormValues): SettingsInput {
  const input: SettingsInput = {};
  for (const field of textFields) if (values[field].trim() !== saved[field].trim()) input[field] = values[field];
  for (const field of listFields) {
    const lines = listLines(values[field]);
    if (lines.join('\n') !== listLines(saved[field]).join('\n')) input[field] = lines;
  }
  for (const field of [...flagFields, ...choiceFields]) if (values[field] !== saved[field]) input[field] = values[field];
  return input;
}

/** The settings visitors see, for the browser's copy of them (the admin's own title, the site they open next). */
export function publicPart(settings: SettingsData): PublicSiteSettings {
  const { siteName, siteNameAr, contactEmail, contactPhone, officeAddress, officeAddressAr, businessHours, businessHoursAr } = settings;
  const bookingWidgetUrl = settings.bookingEnabled ? (settings.bookingWidgetUrl ?? null) : null;
  return { siteName, siteNameAr, contactEmail, contactPhone, officeAddress, officeAddressAr, businessHours, businessHoursAr, bookingWidgetUrl };
}

const lineChecks: Record<ListField, (entry: string) => boolean> = {
  notificationRecipients: isContactEmail,
  blockList: isBlockListEntry,
};

/**
 * The server's refusal as a message per field, in the admin's language: the field's own words for the
 * problem (an Arabic field shares its English twin's), and for a list, the lines at fault.
 */
export function fieldMessages(details: Record<string, string>, values: SettingsFormValues, t: TFunction<'admin'>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(details)) {
    const base = field.replace(/Ar$/, '');
    let message = t(`settings.errors.fields.${base}.${code}`, { defaultValue: t(`settings.errors.${code}`, { defaultValue: t('settings.errors.invalid') }) });
    if (code === 'invalid' && (listFields as readonly string[]).includes(field)) {
      const bad = listLines(values[field as ListField]).filter((line) => !lineChecks[field as ListField](line));
      if (bad.length) message = `${message} ${t('settings.errors.notValid')} ${bad.slice(0, 5).join(t('settings.errors.listSeparator'))}`;
    }
    messages[field] = message;
  }
  return messages;
}
