import { describe, expect, it } from 'vitest';
import { barWidths, chartDirection, hasAny, languageShares, newestFirst, oldestFirst } from './chartData.ts';
import { formatNumber, formatPercent } from '../../../format/numbers.ts';
import { formatLongDay } from '../../../format/officeTime.ts';

describe('the charts’ data', () => {
  it('runs the time axis from the right in Arabic, the value axis on the start side', () => {
    expect(chartDirection('en')).toEqual({ reversed: false, valueAxis: 'left' });
    expect(chartDirection('ar')).toEqual({ reversed: true, valueAxis: 'right' });
    expect(chartDirection('ar-AE')).toEqual({ reversed: true, valueAxis: 'right' });
  });

  it('keeps the data oldest first for charts (the axis turns, not the data) and newest first for tables', () => {
    const days = [{ day: '2026-03-02' }, { day: '2026-02-28' }, { day: '2026-03-01' }];
    expect(oldestFirst(days).map((d) => d.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(newestFirst(days).map((d) => d.day)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
    expect(days[0].day).toBe('2026-03-02');
  });

  it('splits views by language in whole percentages that add up to 100', () => {
    expect(
      languageShares([
        { language: 'en', views: 2 },
        { language: 'ar', views: 1 },
      ]),
    ).toEqual([
      { language: 'en', views: 2, percent: 67 },
      { language: 'ar', views: 1, percent: 33 },
    ]);
    expect(
      languageShares([
        { language: 'en', views: 1 },
        { language: 'ar', views: 1 },
      ]).map((s) => s.percent),
    ).toEqual([50, 50]);
    expect(
      languageShares([
        { language: 'en', views: 0 },
        { language: 'ar', views: 5 },
      ]).map((s) => s.percent),
    ).toEqual([0, 100]);
    expect(
      languageShares([
        { language: 'en', views: 0 },
        { language: 'ar', views: 0 },
      ]).map((s) => s.percent),
    ).toEqual([0, 0]);
  });

  it('draws ranked bars against the first row', () => {
    expect(barWidths([40, 10, 0])).toEqual([100, 25, 0]);
    expect(barWidths([0, 0])).toEqual([0, 0]);
    expect(barWidths([])).toEqual([]);
  });

  it('knows when a period has nothing to draw', () => {
    expect(hasAny([{ day: '2026-03-01', views: 0, visitors: 0, enquiries: 1 }], 'views')).toBe(false);
    expect(hasAny([{ day: '2026-03-01', views: 0, visitors: 0, enquiries: 1 }], 'enquiries')).toBe(true);
  });
});

describe('the analytics screen’s formats', () => {
  it('writes numbers with Western digits in both languages', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toMatch(/^\D*12,345\D*$/);
    expect(formatPercent(12.4, 'en')).toBe('12%');
    expect(formatPercent(4.25, 'en')).toBe('4.3%');
    expect(formatPercent(33.3, 'ar')).toMatch(/33/);
  });

  it('writes a day as a calendar day, whatever the browser’s time zone', () => {
    expect(formatLongDay('2026-03-02', 'en')).toBe('Mon, 2 Mar 2026');
    expect(formatLongDay('2026-03-02', 'ar')).toMatch(/2.*مارس.*2026/);
  });
});
