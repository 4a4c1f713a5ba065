// The dashboard sets this week (the last 7 days, today included) against the 7 days before, from
// one report of 14 days (siteAnalytics(days: 14), oldest first, one entry per day, zeros included).

export function weekSplit<Day>(daily: readonly Day[]): { thisWeek: Day[]; lastWeek: Day[] } {
  return { thisWeek: daily.slice(-7), lastWeek: daily.slice(-14, -7) };
}
