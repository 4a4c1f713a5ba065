import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime.ts';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in English', () => {
    expect(formatRelativeTime(ago(10), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), 'en', now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86_400), 'en', now)).toBe('2 weeks ago');
  });

  it('says it in Arabic, with Western digits as the rest of the admin', () => {
    expect(formatRelativeTime(ago(2 * 3600), 'ar', now)).toBe('قبل ساعتين');
    expect(formatRelativeTime(ago(5 * 60), 'ar-AE', now)).toBe('قبل 5 دقائق');
    expect(formatRelativeTime(ago(26 * 3600), 'ar', now)).toBe('أمس');
  });

  it('gives the date (office time) beyond four weeks', () => {
    expect(formatRelativeTime('2026-03-01T08:30:00Z', 'en', now)).toBe('1 Mar 2026, 12:30');
  });
});
