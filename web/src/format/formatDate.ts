import { toLanguage } from '../i18n/languages.ts';

/** A publication date as readers of the language expect it (Gregorian, Western digits). */
export function formatDate(iso: string, language: string): string {
  const locale = toLanguage(language) === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(iso));
}
