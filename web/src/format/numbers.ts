import { toLanguage } from '../i18n/languages.ts';

// Numbers as the rest of the app shows them: Western digits in both languages (as the dates of
// officeTime.ts).

const localeOf = (language: string) => (toLanguage(language) === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A percentage (12.5 → "13%", 4.25 → "4.3%": a decimal only where it is small enough to matter). */
export function formatPercent(percent: number, language: string): string {
  const digits = percent < 10 ? 1 : 0;
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}
