import { relativeTimeFormat } from '../../../format/intl.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';

// "2 hours ago" in the reader's language (Western digits in Arabic too, as the rest of the admin
// writes numbers). Past a month an exact date says more than "5 weeks ago".

const steps: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in seconds, used while the time is under this many seconds away
  ['second', 1, 45],
  ['minute', 60, 45 * 60],
  ['hour', 3600, 22 * 3600],
  ['day', 86_400, 6 * 86_400],
  ['week', 7 * 86_400, 28 * 86_400],
];

/** How long ago (or until) `iso` is, as words: "now", "5 minutes ago", "yesterday", "3 weeks ago"; a date beyond four weeks. */
export function formatRelativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, length, limit] of steps) {
    if (Math.abs(seconds) < limit) return format.format(unit === 'second' ? 0 : Math.round(seconds / length), unit);
  }
  return formatOfficeDateTime(iso, language);
}
