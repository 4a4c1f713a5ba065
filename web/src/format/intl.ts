import { toLanguage } from '../i18n/languages.ts';

// The Intl formatters the site writes dates and numbers with. Making one costs far more than using
// it (a home page's server render spent 0.6 ms making a DateTimeFormat per date), and a formatter
// keeps nothing of a call: each is made once per language and options, then shared.

/** The locale a language is written in: Gregorian dates and Western digits in Arabic too. */
export const localeOf = (language: string) => (toLanguage(language) === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = localeOf(language);
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key);
  if (!formatter) made.set(key, (formatter = make(locale)));
  return formatter as T;
}

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  once('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  once('number', language, options, (locale) => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (language: string, options: Intl.RelativeTimeFormatOptions) =>
  once('relative', language, options, (locale) => new Intl.RelativeTimeFormat(locale, options));
