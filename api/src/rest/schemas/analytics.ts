import { z } from 'zod';
import { maxPathLength } from '../../services/analytics/pageViews.ts';
import { component, count, day, daysQuery, langQuery, locale, recordId } from './common.ts';

// The beacon's bodies (POST /api/events, /api/client-errors) and the staff report (GET /api/analytics),
// as rest/analyticsRoutes.ts takes and gives them.

export const pageViewBody = z.object({
  type: z.literal('pageview'),
  path: z.string().max(maxPathLength).meta({ description: "The page's path (location.pathname)" }),
  language: locale,
  referrer: z.string().nullable().optional().meta({ description: 'document.referrer: only its host is counted, our own ignored' }),
  post: z.string().nullable().optional().meta({ description: "The article's slug when the page is an article (the one in the path)" }),
});

export const clientErrorBody = z.object({
  kind: z.enum(['error', 'unhandledrejection', 'ERROR', 'UNHANDLED_REJECTION']).meta({ description: 'The browser event that reported it' }),
  message: z.string(),
  stack: z.string().nullable().optional(),
  path: z.string().nullable().optional(),
});

export const siteAnalyticsQuery = z.object({
  ...daysQuery(30),
  limit: z.int().min(1).max(100).optional().meta({ description: 'Rows of each top list (default 10)' }),
  ...langQuery,
});

const viewsAndVisitors = { views: count, visitors: count };

export const SiteAnalytics = component(
  'SiteAnalytics',
  z.object({
    days: z.int().min(1),
    from: day,
    to: day,
    timeZone: z.string().meta({ description: 'The time zone days are counted in: Asia/Dubai' }),
    totals: z.object({ ...viewsAndVisitors, enquiries: count }),
    daily: z.array(z.object({ date: day, ...viewsAndVisitors, enquiries: count })).meta({ description: 'Every day of the period, oldest first' }),
    topPages: z.array(z.object({ path: z.string(), ...viewsAndVisitors })),
    topPosts: z.array(z.object({ id: recordId, slug: z.string(), title: z.string(), ...viewsAndVisitors })),
    languages: z.array(z.object({ language: locale, views: count })),
    referrers: z.array(z.object({ host: z.string(), views: count })),
  }),
);
