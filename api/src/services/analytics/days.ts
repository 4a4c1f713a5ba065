// The day every counter of the site is filed under: a calendar day in the UAE (Asia/Dubai), where
// the team reads its figures, for site analytics and a post's views and likes alike. Dubai keeps
// UTC+4 all year (no daylight saving time), so a fixed offset is exact and needs no time zone data.

export const siteTimeZone = 'Asia/Dubai';
const offsetMs = 4 * 3_600_000;
const dayMs = 86_400_000;

let lastDay = { number: NaN, text: '' };

/** The site's day (YYYY-MM-DD) at a moment: a day runs from 00:00 to 24:00 in Dubai (20:00 to 20:00 UTC). */
export function siteDay(at: Date | number = Date.now()): string {
  const local = Number(at) + offsetMs;
  // Asked for every page view: the text is made once a day.
  const number = Math.floor(local / dayMs);
  if (number !== lastDay.number) lastDay = { number, text: new Date(local).toISOString().slice(0, 10) };
  return lastDay.text;
}

/** The day `offset` days before (negative) or after a site day. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
}

/** The moment a site day begins. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
}

/** The last `count` site days up to today, oldest first. */
export function lastDays(count: number, now: Date | number = Date.now()): string[] {
  const today = siteDay(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
}
