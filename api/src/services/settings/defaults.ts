import { brand } from '../../../../web/src/brand.ts';

// What the site shows while a setting is unset: the brand's own name and the launch contact
// details. The booking calendar and the staff's notification recipients default to the server's
// environment (BOOKING_WIDGET_URL, CONTACT_NOTIFY), read once in config.ts.

/** The environment's share of the defaults. */
export interface SettingsEnvironment {
  bookingWidgetUrl?: string;
  contactNotify: readonly string[];
}

export const defaultContact = {
  email: `hello@${brand.slug}.ae`,
  phone: '+971 4 555 0100',
  address: {
    en: 'Dubai Internet City, Dubai, United Arab Emirates',
    ar: 'مدينة دبي للإنترنت، دبي، الإمارات العربية المتحدة',
  },
  hours: {
    en: '9 AM to 6 PM (UTC+4), Monday to Friday',
    ar: 'من 9 صباحًا حتى 6 مساءً (UTC+4)، من الاثنين إلى الجمعة',
  },
} as const;
