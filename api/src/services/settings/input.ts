import type { SettingProblem } from '../../../../web/src/api/settingsRules.ts';
import { phoneDigits, settingsLimits } from '../../../../web/src/api/settingsRules.ts';
import { apiError } from '../../errors.ts';
import { settingFields, settingsCatalogue, type SettingField, type SiteSettings } from './catalogue.ts';

// A settings update as the API receives it: any of the settings, each checked by its catalogue
// entry. Nothing is written unless every value passes; a refusal names every field at fault in
// `details` with a code (invalid, too_long, too_many) the screen words in the admin's language.

/** The new values: a value, or null to put the default back. */
export type SettingsChange = { [F in SettingField]?: SiteSettings[F] | null };

const limit = settingsLimits;
const problemCodes: readonly SettingProblem[] = ['invalid', 'too_long', 'too_many'];

/** English words for a refusal's message, for callers that show it as is. */
const fieldWords: Record<SettingField, string> = {
  siteName: `The English site name must be at most ${limit.siteName} characters on one line`,
  siteNameAr: `The Arabic site name must be at most ${limit.siteName} characters on one line`,
  contactEmail: 'The contact email must be an email address',
  contactPhone: `The contact phone must be a phone number (${phoneDigits.min} to ${phoneDigits.max} digits, an optional leading +)`,
  officeAddress: `The English office address must be at most ${limit.officeAddress} characters`,
  officeAddressAr: `The Arabic office address must be at most ${limit.officeAddress} characters`,
  businessHours: `The English business hours must be at most ${limit.businessHours} characters`,
  businessHoursAr: `The Arabic business hours must be at most ${limit.businessHours} characters`,
  bookingWidgetUrl: 'The booking widget must be the https:// address of a script (http:// only on this machine), without user name, password or wildcard',
  notificationRecipients: `Notification recipients must be at most ${limit.notificationRecipients} email addresses`,
  blockList: `The block list must be at most ${limit.blockList} addresses (name@example.com) or domains (@example.com)`,
  bookingEnabled: 'bookingEnabled must be true or false',
  analyticsEnabled: 'analyticsEnabled must be true or false',
  secondFactorPolicy: 'secondFactorPolicy must be NONE, ADMINS or ALL_STAFF',
  enquiryRetention: 'enquiryRetention must be FOREVER, DAYS_90, DAYS_180, DAYS_365 or DAYS_730',
};

/** What a text setting may not hold (textKind refuses it as `invalid`), named for the message. */
const plainTextWords: Partial<Record<SettingField, string>> = {
  siteName: 'The English site name must be one line without control or text-direction characters',
  siteNameAr: 'The Arabic site name must be one line without control or text-direction characters',
  officeAddress: 'The English office address must be without control or text-direction characters',
  officeAddressAr: 'The Arabic office address must be without control or text-direction characters',
  businessHours: 'The English business hours must be without control or text-direction characters',
  businessHoursAr: 'The Arabic business hours must be without control or text-direction characters',
};

/** Checks every value given (absent ones stay as they are); a failure is 400 BAD_USER_INPUT with `{ field: code }` for each field at fault. */
export function parseSettingsChange(input: Record<string, unknown>): SettingsChange {
  const change: Record<string, unknown> = {};
  const problems: Record<string, SettingProblem | 'unknown'> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!settingFields.includes(field as SettingField)) {
      problems[field] = 'unknown';
      continue;
    }
    const parsed = settingsCatalogue[field as SettingField].input.safeParse(value);
    if (parsed.success) change[field] = parsed.data;
    else problems[field] = problemCodes.find((code) => code === parsed.error.issues[0]?.message) ?? 'invalid';
  }
  const first = Object.keys(problems)[0];
  if (first) {
    const field = first as SettingField;
    const message = !(first in fieldWords)
      ? `${first} is not a setting`
      : (problems[first] === 'invalid' && typeof input[first] === 'string' && plainTextWords[field]) || fieldWords[field];
    throw apiError('BAD_USER_INPUT', message, problems);
  }
  return change as SettingsChange;
}
