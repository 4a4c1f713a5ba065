import { isLanguage, type Language } from '../../../i18n/languages.ts';
import type { DayCounts } from '../comparison.ts';

// The report's numbers shaped for the charts and tables, kept apart from the drawing so they can be
// tested without a browser.

/** How a time axis runs: oldest day at the reading's start, so from the right in Arabic, with the value axis at the start side. */
export function chartDirection(language: string): { reversed: boolean; valueAxis: 'left' | 'right' } {
  const rtl = language.toLowerCase().startsWith('ar');
  return { reversed: rtl, valueAxis: rtl ? 'right' : 'left' };
}

/** The days for a table: newest first, as the post editor's per-day table lists them. */
export function newestFirst<T extends { day: string }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

/** The days for a chart: oldest first (the axis is reversed in Arabic, not the data). */
export function oldestFirst<T extends { day: string }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export interface LanguageShare {
  language: Language;
  views: number;
  /** Percent of all views, 0 to 100; the shares of a split add up to 100 exactly (largest remainders). */
  percent: number;
}

export function languageShares(languages: readonly { language: string; views: number }[]): LanguageShare[] {
  const rows = languages.filter((row): row is { language: Language; views: number } => isLanguage(row.language));
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  if (total === 0) return rows.map((row) => ({ ...row, percent: 0 }));
  const exact = rows.map((row) => (row.views / total) * 100);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    percents[index] += 1;
    left -= 1;
  }
  return rows.map((row, index) => ({ ...row, percent: percents[index] }));
}

/** A ranked row's bar: its views as a share of the first (largest) row's, 0 to 100. */
export function barWidths(views: readonly number[]): number[] {
  const top = Math.max(0, ...views);
  return views.map((value) => (top === 0 ? 0 : (value / top) * 100));
}

/** Whether any day of the period has something to draw. */
export function hasAny(days: readonly DayCounts[], measure: 'views' | 'visitors' | 'enquiries'): boolean {
  return days.some((day) => day[measure] > 0);
}
