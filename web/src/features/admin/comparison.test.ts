import { describe, expect, it } from 'vitest';
import { changeOf, previousTotals, totalsOf, type DayCounts } from './comparison.ts';

const day = (date: string, views: number, visitors = 0, enquiries = 0): DayCounts => ({ day: date, views, visitors, enquiries });

describe('the summary cards’ comparison', () => {
  it('adds up a period', () => {
    expect(totalsOf([day('2026-03-01', 3, 2, 1), day('2026-03-02', 4, 1, 0)])).toEqual({ views: 7, visitors: 3, enquiries: 1 });
    expect(totalsOf([])).toEqual({ views: 0, visitors: 0, enquiries: 0 });
  });

  it('takes the previous period from the doubled report: the days before the period’s first', () => {
    const doubled = [day('2026-03-01', 1), day('2026-03-02', 2), day('2026-03-03', 10), day('2026-03-04', 20)];
    expect(previousTotals(doubled, '2026-03-03', 2).views).toBe(3);
    // Read across midnight, the doubled report may end a day later: still only the days before.
    const later = [...doubled.slice(1), day('2026-03-05', 30)];
    expect(previousTotals(later, '2026-03-03', 2).views).toBe(2);
    expect(previousTotals(doubled, '2026-03-02', 1).views).toBe(1);
  });

  it('gives the change as a percentage of the previous period', () => {
    expect(changeOf(120, 100)).toEqual({ kind: 'up', percent: 20 });
    expect(changeOf(50, 200)).toEqual({ kind: 'down', percent: 75 });
    expect(changeOf(0, 10)).toEqual({ kind: 'down', percent: 100 });
    expect(changeOf(3, 1)).toEqual({ kind: 'up', percent: 200 });
    expect(changeOf(7, 7)).toEqual({ kind: 'same' });
  });

  it('handles a previous period with nothing in it', () => {
    expect(changeOf(5, 0)).toEqual({ kind: 'new' });
    expect(changeOf(0, 0)).toEqual({ kind: 'none' });
  });
});
