import { emailMaxLength, isContactEmail } from './contactRules.ts';

// The site settings' value rules, shared: the server enforces them (api/src/services/settings/,
// and api/src/config.ts for BOOKING_WIDGET_URL) and the settings screen uses them to point at the
// lines of a list the server refused. A problem is a code the screen words in the admin's language.

export type SettingProblem = 'invalid' | 'too_long' | 'too_many';

/** Lengths in characters after trimming, and list sizes, inclusive. */
export const settingsLimits = {
  siteName: 60,
  contactPhone: 30,
  officeAddress: 300,
  businessHours: 200,
  bookingWidgetUrl: 2000,
  notificationRecipients: 20,
  blockList: 1000,
  blockListEntry: emailMaxLength,
} as const;

/** A DNS name: letters, digits and hyphens in dot-separated labels (IDNs in punycode), ending in a name. */
const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** A script's address fit for the CSP and every page: https (http on loopback), a path, no credentials or wildcard. */
export function isScriptAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return (
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) &&
    // The origin goes into the Content-Security-Policy: a host of anything but a DNS name's letters
    // (`;` `,` or what percent-encoding decodes to) could end a directive or split the policy.
    (domainPattern.test(url.hostname) || loopback) &&
    !url.username &&
    !url.password &&
    !value.includes('*') &&
    url.pathname.length > 1 &&
    !/["'\s<>]/.test(value)
  );
}

export const phoneDigits = { min: 6, max: 20 } as const;

/**
 * A phone number as people write it: an optional leading +, then phoneDigits digits with spaces,
 * dots, hyphens or brackets between. One expression, so the OpenAPI document can state it as it is.
 */
export const phonePattern = new RegExp(`^(?=(?:\\D*\\d){${phoneDigits.min},${phoneDigits.max}}\\D*$)\\+?[0-9(][0-9 ().-]*[0-9]$`);

export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

/** A block list entry: an address (`spam@example.com`) or a domain, with or without a leading @ (`@spam.example`). */
export function isBlockListEntry(value: string): boolean {
  if (value.length > settingsLimits.blockListEntry) return false;
  const at = value.lastIndexOf('@');
  return at > 0 ? isContactEmail(value) : domainPattern.test(value.slice(at + 1));
}

/** The lines of a one-per-line list, trimmed, without empty ones. */
export function listLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Who must have a second factor to use the admin panel (docs/security.md#second-factor-policy). */
export const secondFactorPolicies = ['NONE', 'ADMINS', 'ALL_STAFF'] as const;
export type SecondFactorPolicy = (typeof secondFactorPolicies)[number];

/**
 * How long enquiries are kept (docs/security.md#enquiry-retention): for ever (the default), or a
 * number of days after which each is deleted with its notifications.
 */
export const enquiryRetentions = ['FOREVER', 'DAYS_90', 'DAYS_180', 'DAYS_365', 'DAYS_730'] as const;
export type EnquiryRetention = (typeof enquiryRetentions)[number];

/** The days an enquiry is kept under `retention`, or null for ever. */
export function retentionDays(retention: EnquiryRetention): number | null {
  return retention === 'FOREVER' ? null : Number(retention.slice('DAYS_'.length));
}
