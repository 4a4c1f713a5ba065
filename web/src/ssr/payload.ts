import type { Language } from '../i18n/languages.ts';
import type { PublicSiteSettings } from '../settings/siteSettings.ts';

// What a server-rendered page hands to the browser: the language it chose and the site settings it
// was rendered with (each island's props travel in its own element). It travels as JSON in a
// non-executable script element (the CSP allows no inline scripts).

export interface SsrPayload {
  language: Language;
  /** The public site settings the page was rendered with (site name, contact details, booking calendar). */
  settings?: PublicSiteSettings;
}

export const payloadElementId = 'ssr-data';

let cached: SsrPayload | null | undefined;

/** The payload of the page the browser received, or null (a client-rendered page, or the server). */
export function readSsrPayload(): SsrPayload | null {
  if (cached !== undefined) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(payloadElementId);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** Reads the payload again next time: a page of islands put another page's in place (public/navigation.ts). */
export function forgetSsrPayload(): void {
  cached = undefined;
}

/** JSON safe inside a <script> element: no `<` that could close it, no line separators. */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
