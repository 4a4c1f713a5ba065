import { describe, expect, it } from 'vitest';
import { changeOf, totalsOf } from '../comparison.ts';
import { weekSplit } from './weeks.ts';

const day = (n: number, views: number, enquiries = 0) => ({ day: `2026-05-${String(n).padStart(2, '0')}`, views, visitors: views, enquiries });

describe('weekSplit', () => {
  it('sets the last seven days against the seven before', () => {
    const daily = Array.from({ length: 14 }, (_, i) => day(i + 1, i < 7 ? 10 : 20, i === 13 ? 3 : 0));
    const { thisWeek, lastWeek } = weekSplit(daily);
    expect(thisWeek.map((d) => d.day)).toEqual(['2026-05-08', '2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14']);
    expect(lastWeek.map((d) => d.day)[0]).toBe('2026-05-01');
    expect(totalsOf(thisWeek)).toEqual({ views: 140, visitors: 140, enquiries: 3 });
    expect(changeOf(totalsOf(thisWeek).views, totalsOf(lastWeek).views)).toEqual({ kind: 'up', percent: 100 });
    // Nothing last week: no percentage can say how much more.
    expect(changeOf(totalsOf(thisWeek).enquiries, totalsOf(lastWeek).enquiries)).toEqual({ kind: 'new' });
  });

  it('takes what there is when the report is shorter (a fresh install counts from today)', () => {
    const { thisWeek, lastWeek } = weekSplit([day(1, 0), day(2, 5)]);
    expect(thisWeek).toHaveLength(2);
    expect(lastWeek).toEqual([]);
    expect(changeOf(0, 0)).toEqual({ kind: 'none' });
  });
});
