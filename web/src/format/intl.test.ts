import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';
import { dateFormat, numberFormat, relativeTimeFormat } from './intl.ts';

describe('the Intl formatters', () => {
  it('are made once per language and options, then shared (a server render writes many dates)', () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' } as const;
    expect(dateFormat('en', options)).toBe(dateFormat('en', { ...options }));
    expect(dateFormat('ar', options)).toBe(dateFormat('ar-AE', options));
    expect(dateFormat('ar', options)).not.toBe(dateFormat('en', options));
    expect(dateFormat('en', options)).not.toBe(dateFormat('en', { ...options, month: 'short' }));
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(relativeTimeFormat('ar', { numeric: 'auto' })).toBe(relativeTimeFormat('ar', { numeric: 'auto' }));
  });

  it('write a date in the office’s day, Gregorian with Western digits in Arabic too', () => {
    // 22:30 UTC is the next day in Dubai.
    expect(formatDate('2026-03-03T22:30:00Z', 'en')).toBe('4 March 2026');
    expect(formatDate('2026-03-03T22:30:00Z', 'ar')).toBe('4 مارس 2026');
    expect(formatDate('2026-03-03T10:00:00Z', 'en')).toBe('3 March 2026');
  });
});
