import { toLanguage } from '../../../i18n/languages.ts';

// Numbers and days as the rest of the app shows them: Gregorian dates and Western digits in both
// languages (web/src/format/). Days are the site's (Asia/Dubai)
// calendar days, already named YYYY-MM-DD by the API: formatted as such, whatever the browser's zone.

const localeOf = (language: string) => (toLanguage(language) === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A percentage (12.5 → "13%", 4.25 → "4.3%": a decimal only where it is small enough to matter). */
export function formatPercent(percent: number, language: string): string {
  const digits = percent < 10 ? 1 : 0;
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}

/** A day (YYYY-MM-DD) with its weekday, for a chart's tooltip: "Mon 3 Mar 2026". */
export function formatLongDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
