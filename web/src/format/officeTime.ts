import { dateFormat } from './intl.ts';

// Publication times are entered and shown in the office's time zone (Dubai, UTC+4, no daylight
// saving) whatever the browser's own zone is, and stored as UTC instants. The conversion is explicit.

export const officeTimeZone = 'Asia/Dubai';
const officeOffsetMs = 4 * 60 * 60 * 1000;
const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A UTC instant as the value of an `<input type="datetime-local">` showing office time ('' for none). */
export function toOfficeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + officeOffsetMs).toISOString().slice(0, 16);
}

/** An office-time input value (YYYY-MM-DDTHH:mm) as a UTC ISO instant; null when empty or malformed. */
export function fromOfficeInput(value: string): string | null {
  const match = inputPattern.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute) - officeOffsetMs;
  const check = new Date(utc + officeOffsetMs);
  // 2026-02-31 would roll over into March: not a real date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc).toISOString();
}

/** A date and time in office time, as readers of the language expect it (Gregorian, Western digits). */
export function formatOfficeDateTime(iso: string, language: string): string {
  return dateFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: officeTimeZone,
  }).format(new Date(iso));
}

// Days are the site's calendar days, already named YYYY-MM-DD by the API: formatted as such,
// whatever the browser's zone.

/** A day (YYYY-MM-DD) as a short date in the language. */
export function formatDay(day: string, language: string): string {
  return dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A day (YYYY-MM-DD) with its weekday, for a chart's tooltip: "Mon 3 Mar 2026". */
export function formatLongDay(day: string, language: string): string {
  return dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A sensible default for "schedule for later": the next full hour after one hour from now, office time. */
export function defaultScheduleInput(now = Date.now()): string {
  const hour = 60 * 60 * 1000;
  return toOfficeInput(new Date(Math.ceil((now + hour) / hour) * hour).toISOString());
}
