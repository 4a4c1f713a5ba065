import { numberFormat } from './intl.ts';

// Numbers as the rest of the app shows them: Western digits in both languages (as the dates of
// officeTime.ts).

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A percentage (12.5 → "13%", 4.25 → "4.3%": a decimal only where it is small enough to matter). */
export function formatPercent(percent: number, language: string): string {
  const digits = percent < 10 ? 1 : 0;
  return numberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}
