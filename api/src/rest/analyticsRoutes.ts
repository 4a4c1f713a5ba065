import { apiError } from '../errors.ts';
import { recordPageView } from '../services/analytics/pageViews.ts';
import { numericId } from './ids.ts';
import { localeParam, wholeNumber } from './query.ts';
import { clientErrorBody, pageViewBody, SiteAnalytics, siteAnalyticsQuery } from './schemas/analytics.ts';
import type { RestRoute } from './types.ts';

// The site's analytics: the beacon's two doors (page views and browser errors, sent with
// navigator.sendBeacon, so JSON as text/plain too; 204 with no body) and the staff report, each
// the REST face of one GraphQL operation of graphql/types/analytics.ts (page views call its service
// directly: `direct` in rest/types.ts).

/** The event types POST /api/events takes: page views, for now. */
const eventTypes = new Set(['pageview']);

/** ?kind= of an error report as the browser names its event, as the schema's enum; anything else is passed on to be refused. */
const errorKinds: Record<string, string> = { error: 'ERROR', unhandledrejection: 'UNHANDLED_REJECTION' };

interface RestPostViewCount {
  post: { id: string; slug: string; translation: { title: string } };
  views: number;
  visitors: number;
}

export const analyticsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/events',
    status: 204,
    beacon: { maxBodyBytes: 2048 },
    document: 'mutation RestEvent($input: RecordPageViewInput!) { recordPageView(input: $input) { accepted } }',
    variables: ({ body }) => {
      const { type, path, language, referrer, post } = body ?? {};
      if (type === undefined || type === null) throw apiError('BAD_USER_INPUT', 'type is required', { type: 'required' });
      if (typeof type !== 'string' || !eventTypes.has(type)) throw apiError('BAD_USER_INPUT', 'type must be pageview', { type: 'invalid' });
      return { input: { path, language, referrer, post } };
    },
    // The hot path of the site's analytics: the service, which checks every value itself, without
    // graphql-js's execution around it (a fifth of the work; see docs/analytics.md).
    direct: async ({ input }, ctx) => ({ recordPageView: { accepted: await recordPageView(ctx, input as Record<string, unknown>) } }),
    respond: () => null,
    doc: {
      summary: 'Count a page view',
      description: 'Sent by the site with navigator.sendBeacon (JSON, also as text/plain, at most 2 KiB). Views the site does not count are answered alike.',
      tag: 'Analytics',
      access: 'public',
      body: pageViewBody,
    },
  },
  {
    method: 'POST',
    path: '/api/client-errors',
    status: 204,
    beacon: { maxBodyBytes: 8192 },
    document: 'mutation RestClientError($input: ReportClientErrorInput!) { reportClientError(input: $input) { accepted } }',
    variables: ({ body }) => {
      const { kind, message, stack, path } = body ?? {};
      return { input: { kind: typeof kind === 'string' ? (errorKinds[kind] ?? kind) : kind, message, stack, path } };
    },
    respond: () => null,
    doc: {
      summary: 'Report an error in the browser',
      description: 'Sent by the site with navigator.sendBeacon (JSON, also as text/plain, at most 8 KiB).',
      tag: 'Analytics',
      access: 'public',
      body: clientErrorBody,
    },
  },
  {
    method: 'GET',
    path: '/api/analytics',
    document: /* GraphQL */ `
      query RestSiteAnalytics($days: Int!, $first: Int!, $locale: Locale!) {
        siteAnalytics(days: $days) {
          days
          firstDay
          lastDay
          timeZone
          totalViews
          totalVisitors
          totalEnquiries
          daily {
            day
            views
            visitors
            enquiries
          }
          topPages(first: $first) {
            path
            views
            visitors
          }
          topPosts(first: $first) {
            post {
              id
              slug
              translation(locale: $locale) {
                title
              }
            }
            views
            visitors
          }
          languages {
            language
            views
          }
          topReferrers(first: $first) {
            host
            views
          }
        }
      }
    `,
    variables: ({ query }) => ({ days: wholeNumber(query, 'days', 30, 366), first: wholeNumber(query, 'limit', 10, 100), locale: localeParam(query) }),
    respond: ({ siteAnalytics: report }) => ({
      days: report.days,
      from: report.firstDay,
      to: report.lastDay,
      timeZone: report.timeZone,
      totals: { views: report.totalViews, visitors: report.totalVisitors, enquiries: report.totalEnquiries },
      daily: report.daily.map((d: { day: string; views: number; visitors: number; enquiries: number }) => ({
        date: d.day,
        views: d.views,
        visitors: d.visitors,
        enquiries: d.enquiries,
      })),
      topPages: report.topPages,
      topPosts: report.topPosts.map((row: RestPostViewCount) => ({
        id: numericId(row.post.id),
        slug: row.post.slug,
        title: row.post.translation.title,
        views: row.views,
        visitors: row.visitors,
      })),
      languages: report.languages,
      referrers: report.topReferrers,
    }),
    doc: {
      summary: "The site's page views, visitors and enquiries per day, and its top pages, posts, languages and referrers",
      tag: 'Analytics',
      access: 'staff',
      query: siteAnalyticsQuery,
      data: SiteAnalytics,
    },
  },
];
