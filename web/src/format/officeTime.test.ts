import { describe, expect, it } from 'vitest';
import { defaultScheduleInput, formatOfficeDateTime, fromOfficeInput, toOfficeInput } from './officeTime.ts';

describe('office time (Dubai, UTC+4)', () => {
  it('shows a UTC instant as office time', () => {
    expect(toOfficeInput('2026-03-01T05:30:00.000Z')).toBe('2026-03-01T09:30');
    expect(toOfficeInput('2026-03-01T22:15:00Z')).toBe('2026-03-02T02:15');
    expect(toOfficeInput(null)).toBe('');
    expect(toOfficeInput('not a date')).toBe('');
  });

  it('stores office time as UTC, whatever the browser zone', () => {
    expect(fromOfficeInput('2026-03-01T09:30')).toBe('2026-03-01T05:30:00.000Z');
    expect(fromOfficeInput('2026-03-02T02:15')).toBe('2026-03-01T22:15:00.000Z');
    expect(fromOfficeInput(toOfficeInput('2026-07-10T12:00:00.000Z'))).toBe('2026-07-10T12:00:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    expect(fromOfficeInput('')).toBeNull();
    expect(fromOfficeInput('2026-02-31T10:00')).toBeNull();
    expect(fromOfficeInput('2026-01-01T24:00')).toBeNull();
    expect(fromOfficeInput('tomorrow')).toBeNull();
  });

  it('formats in office time in both languages with Western digits', () => {
    expect(formatOfficeDateTime('2026-03-01T05:30:00Z', 'en')).toMatch(/1 Mar 2026.*09:30|1 Mar 2026.*9:30/);
    expect(formatOfficeDateTime('2026-03-01T05:30:00Z', 'ar')).toMatch(/2026/);
  });

  it('proposes the next full hour at least an hour ahead', () => {
    expect(defaultScheduleInput(Date.parse('2026-03-01T05:10:00Z'))).toBe('2026-03-01T11:00');
  });
});
