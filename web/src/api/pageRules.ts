// A page's rules, shared: the server enforces them (api/src/services/pages/input.ts) and states them
// in the API's descriptions; the page editor checks them first. The blocks' own shapes are in
// pageBlocks.ts, the menus' in menuRules.ts, a page's path in pagePaths.ts.
import { brand } from '../brand.ts';
import type { Language } from '../i18n/languages.ts';
import type { PublicSiteSettings } from '../settings/siteSettings.ts';

/** The most characters of a page's title and description for search engines, in each language. */
export const pageTextLimits = { title: 120, description: 320 } as const;
/** The most blocks a page holds. */
export const maxBlocks = 80;
/** The most characters of a page's blocks written as JSON: a long legal page in both languages is about 90,000. */
export const maxBlocksJsonLength = 400_000;

// Placeholders: a block's text may say {{hours}} where the business hours go. They are filled in when
// a page is read for visitors, from the site settings in the page's language (api: pages/localize.ts).

export const placeholderNames = ['brand', 'site', 'hours', 'address', 'phone', 'email'] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * The names of the placeholders a text uses that are none of ours ({{hourz}}), and `{{` for braces
 * left over ({{{{hours}}}}, {{hours), which visitors would read as typed: each a mistake to point out.
 */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(placeholder)].map((match) => match[1]).filter((name) => !(placeholderNames as readonly string[]).includes(name));
  // A brace touching a placeholder ({{{hours}}}) is left over too: visitors would read {9 AM to 6 PM}.
  return /\{\{|\}\}/.test(text.replace(placeholder, '')) || /\{\{\{|\}\}\}/.test(text) ? [...unknown, '{{'] : unknown;
}

/** A text with its placeholders filled in. */
export function fillPlaceholders(text: string, values: Record<PlaceholderName, string>): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as PlaceholderName] : whole));
}

/**
 * What each placeholder stands for in a language: the brand (as product names spell it), the site's
 * name, office hours and address as the settings write them in that language, the phone and email.
 */
export function placeholderValues(settings: PublicSiteSettings, language: Language): Record<PlaceholderName, string> {
  const ar = language === 'ar';
  return {
    brand: brand.name[language],
    site: ar ? settings.siteNameAr : settings.siteName,
    hours: ar ? settings.businessHoursAr : settings.businessHours,
    address: ar ? settings.officeAddressAr : settings.officeAddress,
    phone: settings.contactPhone,
    email: settings.contactEmail,
  };
}

/**
 * Text that would be markup if a page put it in as HTML: a tag, a comment or a declaration (a tag's
 * name follows its < at once). Blocks hold plain text; the site escapes it anyway, this says so early.
 */
export function hasMarkup(text: string): boolean {
  return /<(?:[/?]?[a-z]|!)/i.test(text);
}

export const maxAddressLength = 2048;

/**
 * An address a block or menu may link to: a path on this site (/blog, /#contact, /blog?tag=gcc), an
 * anchor of the page (#pricing), an https:// or http:// address, mailto: or tel:. Nothing a browser
 * would run (javascript:, data:), nor another host written as //host.
 */
export function isLinkAddress(url: string): boolean {
  // Braces too: a placeholder is never filled in an address (visitors would follow /{{hours}}).
  if (url.length > maxAddressLength || /[\s"'<>\\`{}]/.test(url)) return false;
  return (
    /^\/(?![/\\])/.test(url) || /^#[\w-]+$/.test(url) || /^https?:\/\/[^/?#]+/i.test(url) || /^mailto:[^@]+@[^@]+$/i.test(url) || /^tel:\+?[\d-]+$/i.test(url)
  );
}
