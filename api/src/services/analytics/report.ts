import type { Context } from '../../context.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import type { Locale } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { requireStaff } from '../auth/permissions.ts';
import { dayStart, lastDays, siteDay, siteTimeZone } from './days.ts';

// What staff read of the site's analytics (editors and admins): the last N days of the site's
// counters, with enquiries from the contact form, every day filled in (zeros where nothing came).

export interface SiteAnalyticsDay {
  day: string;
  views: number;
  visitors: number;
  enquiries: number;
}

export interface SiteAnalytics {
  days: number;
  firstDay: string;
  lastDay: string;
  timeZone: string;
  totalViews: number;
  totalVisitors: number;
  totalEnquiries: number;
  daily: SiteAnalyticsDay[];
  pages: { path: string; views: number; visitors: number }[];
  posts: { postId: number; views: number; visitors: number }[];
  languages: { language: Locale; views: number }[];
  referrers: { host: string; views: number }[];
}

export const maxAnalyticsDays = 366;
/** Rows kept for the top lists; callers take the first few. */
export const maxTopRows = 100;

export async function siteAnalytics(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, days: number): Promise<SiteAnalytics> {
  requireStaff(ctx);
  if (!Number.isInteger(days) || days < 1 || days > maxAnalyticsDays) {
    throw apiError('BAD_USER_INPUT', `days must be a whole number from 1 to ${maxAnalyticsDays}`, { days: 'invalid' });
  }
  const period = lastDays(days);
  const [firstDay, lastDay] = [period[0], period[period.length - 1]];
  const inPeriod = { day: { gte: firstDay, lte: lastDay } };
  const [visits, pages, posts, languageRows, referrers, enquiries] = await Promise.all([
    ctx.db.siteVisitDay.findMany({ where: inPeriod }),
    ctx.db.pageViewDay.groupBy({
      by: ['path'],
      where: inPeriod,
      _sum: { views: true, visitors: true },
      orderBy: [{ _sum: { views: 'desc' } }, { path: 'asc' }],
      take: maxTopRows,
    }),
    ctx.db.pageViewDay.groupBy({
      by: ['postId'],
      where: { ...inPeriod, postId: { not: null } },
      _sum: { views: true, visitors: true },
      orderBy: [{ _sum: { views: 'desc' } }, { postId: 'asc' }],
      take: maxTopRows,
    }),
    // Only the languages the site has: a row written by hand with another cannot break the report.
    ctx.db.pageViewDay.groupBy({
      by: ['language'],
      where: { ...inPeriod, language: { in: [...languages] } },
      _sum: { views: true },
      orderBy: { language: 'asc' },
    }),
    ctx.db.referrerDay.groupBy({
      by: ['host'],
      where: inPeriod,
      _sum: { views: true },
      orderBy: [{ _sum: { views: 'desc' } }, { host: 'asc' }],
      take: maxTopRows,
    }),
    ctx.db.contactMessage.findMany({ where: { createdAt: { gte: dayStart(firstDay) } }, select: { createdAt: true } }),
  ]);

  const visitsByDay = new Map(visits.map((row) => [row.day, row]));
  const enquiriesByDay = new Map<string, number>();
  for (const { createdAt } of enquiries) {
    const day = siteDay(createdAt);
    enquiriesByDay.set(day, (enquiriesByDay.get(day) ?? 0) + 1);
  }
  const daily = period.map((day) => ({
    day,
    views: visitsByDay.get(day)?.views ?? 0,
    visitors: visitsByDay.get(day)?.visitors ?? 0,
    enquiries: enquiriesByDay.get(day) ?? 0,
  }));
  const sum = (key: 'views' | 'visitors' | 'enquiries') => daily.reduce((total, day) => total + day[key], 0);
  const byLanguage = new Map(languageRows.map((row) => [row.language, row._sum.views ?? 0]));

  return {
    days,
    firstDay,
    lastDay,
    timeZone: siteTimeZone,
    totalViews: sum('views'),
    totalVisitors: sum('visitors'),
    totalEnquiries: sum('enquiries'),
    daily,
    pages: pages.map((row) => ({ path: row.path, views: row._sum.views ?? 0, visitors: row._sum.visitors ?? 0 })),
    posts: posts.map((row) => ({ postId: row.postId!, views: row._sum.views ?? 0, visitors: row._sum.visitors ?? 0 })),
    languages: languages.map((language) => ({ language, views: byLanguage.get(language) ?? 0 })),
    referrers: referrers.map((row) => ({ host: row.host, views: row._sum.views ?? 0 })),
  };
}
