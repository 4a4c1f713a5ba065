import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { brand } from '../brand.ts';
import { toLanguage, type Language } from '../i18n/languages.ts';
import { readSsrPayload } from '../ssr/payload.ts';

// The site settings visitors see (site name, contact details, office, hours, booking calendar),
// kept by admins at /admin/settings. The server renders every page with them and sends them in the
// page's payload; the browser starts from there (or asks /api/settings once, for a page the server
// did not render), and the settings screen replaces them after a save.

/** What `siteSettings` (GraphQL) and `GET /api/settings` give anyone. */
export interface PublicSiteSettings {
  siteName: string;
  siteNameAr: string;
  contactEmail: string;
  contactPhone: string;
  officeAddress: string;
  officeAddressAr: string;
  businessHours: string;
  businessHoursAr: string;
  /** The booking calendar's script, or null when none is set. */
  bookingWidgetUrl: string | null;
}

/** The fields that have an English and an Arabic text (the Arabic one is `<field>Ar`). */
export type LocalizedSetting = 'siteName' | 'officeAddress' | 'businessHours';

/** A setting's text in a language. */
export function localized(settings: PublicSiteSettings, field: LocalizedSetting, language: Language): string {
  return language === 'ar' ? settings[`${field}Ar`] : settings[field];
}

/** The `tel:` address of a phone number as written: its digits and leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The settings a page was rendered with, on the server (the request's); undefined in the browser. */
export const ServerSiteSettings = createContext<PublicSiteSettings | undefined>(undefined);

/** Until the settings arrive (a page the server did not render): no contact details, the brand's own name. */
const unknown: PublicSiteSettings = {
  siteName: brand.name.en,
  siteNameAr: brand.name.ar,
  contactEmail: '',
  contactPhone: '',
  officeAddress: '',
  officeAddressAr: '',
  businessHours: '',
  businessHoursAr: '',
  bookingWidgetUrl: null,
};

let current: PublicSiteSettings | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

function browserSettings(): PublicSiteSettings | null {
  if (current === undefined) current = readSsrPayload()?.settings ?? null;
  return current;
}

/** Replaces the browser's settings (after a save in the settings screen, or once fetched). */
export function setSiteSettings(settings: PublicSiteSettings): void {
  current = settings;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public site settings, the same on the server and in the browser that hydrates its page. */
export function useSiteSettings(): PublicSiteSettings {
  const fromServer = useContext(ServerSiteSettings);
  // Hydration reads the same as later renders: the payload the server rendered the page with.
  const fromBrowser = useSyncExternalStore(subscribe, browserSettings, browserSettings);
  useEffect(() => {
    if (fromServer || browserSettings() || asked) return;
    asked = true;
    fetch('/api/settings')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: PublicSiteSettings } | null) => body?.data && setSiteSettings(body.data))
      .catch(() => (asked = false));
  }, [fromServer]);
  return fromServer ?? fromBrowser ?? unknown;
}

/** The site's name in the page's language: the suffix of page titles, the publisher of articles. */
export function useSiteName(): string {
  const { i18n } = useTranslation();
  return localized(useSiteSettings(), 'siteName', toLanguage(i18n.language));
}
