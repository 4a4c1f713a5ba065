// Each summary card sets the period's total against the period of the same length just before it.
// The query asks for twice the days (`comparison: siteAnalytics(days: 2N) { daily }`), oldest first:
// its first N days are the previous period.

export interface DayCounts {
  day: string;
  views: number;
  visitors: number;
  enquiries: number;
}

export type Measure = 'views' | 'visitors' | 'enquiries';
export const measures: readonly Measure[] = ['views', 'visitors', 'enquiries'];

export type Totals = Record<Measure, number>;

export function totalsOf(days: readonly DayCounts[]): Totals {
  const totals: Totals = { views: 0, visitors: 0, enquiries: 0 };
  for (const day of days) for (const measure of measures) totals[measure] += day[measure];
  return totals;
}

/**
 * The previous period's totals: the days of the doubled report that come before the period's first
 * day (whatever their number, so a report that straddles midnight cannot count a day twice).
 */
export function previousTotals(doubled: readonly DayCounts[], firstDay: string, days: number): Totals {
  return totalsOf(doubled.filter((day) => day.day < firstDay).slice(-days));
}

export type Change =
  /** Both periods had none. */
  | { kind: 'none' }
  /** The previous period had none: no percentage can say how much more. */
  | { kind: 'new' }
  | { kind: 'same' }
  | { kind: 'up' | 'down'; percent: number };

/** How a total moved against the previous period's, as a percentage of the previous one. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return current === 0 ? { kind: 'none' } : { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = (Math.abs(current - previous) / previous) * 100;
  return { kind: current > previous ? 'up' : 'down', percent };
}
