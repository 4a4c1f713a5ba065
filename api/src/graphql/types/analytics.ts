import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Post } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { reportClientError } from '../../services/analytics/clientErrors.ts';
import { maxPathLength, recordPageView } from '../../services/analytics/pageViews.ts';
import { maxAnalyticsDays, maxTopRows, siteAnalytics, type SiteAnalytics, type SiteAnalyticsDay } from '../../services/analytics/report.ts';
import { builder } from '../builder.ts';
import { PostRef } from './post.ts';
import { LocaleEnum } from './scalars.ts';

// The site's first-party analytics: what the site's beacon reports (page views, errors in the
// browser) and what staff read (siteAnalytics). The rules live in services/analytics.

const RecordPageViewInput = builder.inputType('RecordPageViewInput', {
  description: "A page of the public site shown in a browser, as the site's beacon reports it",
  fields: (t) => ({
    path: t.string({
      required: true,
      description: `The page's path (\`location.pathname\`): /, /blog, /blog/<slug>, /sovra-core…; at most ${maxPathLength} characters`,
    }),
    language: t.field({ type: LocaleEnum, required: true, description: 'The language the page is shown in' }),
    referrer: t.string({ description: 'The address of the page the visitor came from (`document.referrer`); only its host is counted, our own ignored' }),
    post: t.string({ description: "The article's slug when the page is an article; must be the one in the path" }),
  }),
});

const RecordPageViewPayload = builder.objectRef<{ accepted: boolean }>('RecordPageViewPayload').implement({
  description: 'The answer to a reported page view',
  fields: (t) => ({
    accepted: t.exposeBoolean('accepted', {
      description:
        'True when the view is counted: false for staff, automated clients, admin screens, paths the site does not serve, articles not public, and a client over its limit per minute',
    }),
  }),
});

const ClientErrorKindEnum = builder.enumType('ClientErrorKind', {
  description: 'What went wrong in the browser',
  values: {
    ERROR: { description: "An uncaught error (the window's `error` event)" },
    UNHANDLED_REJECTION: { description: 'A promise rejected with no handler (`unhandledrejection`)' },
  } as const,
});

const ReportClientErrorInput = builder.inputType('ReportClientErrorInput', {
  description: 'An error a page of the site hit in a browser. Logged (cleaned: no query strings, tokens or email addresses), not stored',
  fields: (t) => ({
    kind: t.field({ type: ClientErrorKindEnum, required: true, description: 'An uncaught error or an unhandled rejection' }),
    message: t.string({ required: true, description: "The error's message (the first 500 characters are kept)" }),
    stack: t.string({ description: 'Its stack (20 lines and 4 KB at most are kept)' }),
    path: t.string({ description: 'The path of the page it happened on' }),
  }),
});

const ReportClientErrorPayload = builder.objectRef<{ accepted: boolean }>('ReportClientErrorPayload').implement({
  description: 'The answer to an error report',
  fields: (t) => ({
    accepted: t.exposeBoolean('accepted', { description: 'True when it was logged; false over 10 reports a minute from one address' }),
  }),
});

builder.mutationFields((t) => ({
  recordPageView: t.field({
    description: "Counts a view of a public page (anyone: the site's beacon; REST `POST /api/events`). Counted into daily totals, nothing of the visitor kept",
    type: RecordPageViewPayload,
    args: { input: t.arg({ type: RecordPageViewInput, required: true, description: 'The page shown' }) },
    resolve: async (_root, { input }, ctx) => ({ accepted: await recordPageView(ctx, input) }),
  }),
  reportClientError: t.field({
    description: "Reports an error a page hit in a browser (anyone: the site's beacon; REST `POST /api/client-errors`): logged at warn level",
    type: ReportClientErrorPayload,
    args: { input: t.arg({ type: ReportClientErrorInput, required: true, description: 'The error' }) },
    resolve: (_root, { input }, ctx) => ({ accepted: reportClientError(ctx, input) }),
  }),
}));

const SiteAnalyticsDayRef = builder.objectRef<SiteAnalyticsDay>('SiteAnalyticsDay').implement({
  description: 'The site on one day (a calendar day in the UAE, Asia/Dubai)',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    views: t.exposeInt('views', { description: 'Page views' }),
    visitors: t.exposeInt('visitors', { description: 'Different visitors (a browser on one address), each counted once that day' }),
    enquiries: t.exposeInt('enquiries', { description: 'Enquiries received through the contact form' }),
  }),
});

const PageViewCountRef = builder.objectRef<SiteAnalytics['pages'][number]>('PageViewCount').implement({
  description: "One page's views over the period",
  fields: (t) => ({
    path: t.exposeString('path', { description: "The page's path: /, /blog, /blog/<slug>, /sovra-core…" }),
    views: t.exposeInt('views', { description: 'Page views, both languages' }),
    visitors: t.exposeInt('visitors', { description: 'Different visitors per day, added up over the days (one visitor on two days counts twice)' }),
  }),
});

interface PostViewCount {
  post: Post;
  views: number;
  visitors: number;
}

const PostViewCountRef = builder.objectRef<PostViewCount>('PostViewCount').implement({
  description: "One article's views over the period",
  fields: (t) => ({
    post: t.field({ type: PostRef, description: 'The post (its title: `translation(locale:) { title }`)', resolve: (row) => row.post as never }),
    views: t.exposeInt('views', { description: 'Views of its page, both languages, under any slug it had' }),
    visitors: t.exposeInt('visitors', { description: 'Different visitors per day, added up over the days' }),
  }),
});

const LanguageViewCountRef = builder.objectRef<SiteAnalytics['languages'][number]>('LanguageViewCount').implement({
  description: 'Page views in one language over the period',
  fields: (t) => ({
    language: t.field({ type: LocaleEnum, description: 'The language pages were shown in', resolve: (row) => row.language }),
    views: t.exposeInt('views', { description: 'Page views in it' }),
  }),
});

const ReferrerCountRef = builder.objectRef<SiteAnalytics['referrers'][number]>('ReferrerCount').implement({
  description: 'Visitors who came from another site over the period',
  fields: (t) => ({
    host: t.exposeString('host', {
      description: 'The host of the page visitors came from (google.com), without www.; "(other)" holds hosts beyond the 1,000 first of a day',
    }),
    views: t.exposeInt('views', { description: 'Visitors who came from it: each once a day per host, and from 3 hosts a day at most' }),
  }),
});

/** A top list's length: 1 to 100. */
function topCount(first: number | null | undefined): number {
  const count = first ?? 10;
  if (!Number.isInteger(count) || count < 1 || count > maxTopRows) {
    throw apiError('BAD_USER_INPUT', `first must be a whole number from 1 to ${maxTopRows}`, { first: 'invalid' });
  }
  return count;
}

const SiteAnalyticsRef = builder.objectRef<SiteAnalytics>('SiteAnalytics').implement({
  description:
    "The public site's first-party analytics over the last `days` days, today included. Days are calendar days in the UAE (Asia/Dubai, UTC+4); staff, automated clients and admin screens are not counted",
  fields: (t) => ({
    days: t.exposeInt('days', { description: 'How many days the period holds' }),
    firstDay: t.exposeString('firstDay', { description: 'Its first day, YYYY-MM-DD' }),
    lastDay: t.exposeString('lastDay', { description: 'Its last day (today), YYYY-MM-DD' }),
    timeZone: t.exposeString('timeZone', { description: 'The time zone days are counted in: Asia/Dubai' }),
    totalViews: t.exposeInt('totalViews', { description: 'Page views over the period' }),
    totalVisitors: t.exposeInt('totalVisitors', { description: 'Daily different visitors added up over the period (one visitor on two days counts twice)' }),
    totalEnquiries: t.exposeInt('totalEnquiries', { description: 'Enquiries received over the period' }),
    daily: t.field({
      type: [SiteAnalyticsDayRef],
      description: 'One entry per day of the period, oldest first, zeros for days without any',
      resolve: (report) => report.daily,
    }),
    topPages: t.field({
      type: [PageViewCountRef],
      description: 'The most viewed pages, most views first',
      args: { first: t.arg.int({ defaultValue: 10, description: 'How many: 1 to 100' }) },
      resolve: (report, args) => report.pages.slice(0, topCount(args.first)),
    }),
    topPosts: t.field({
      type: [PostViewCountRef],
      description: 'The most viewed articles, most views first (deleted posts left out)',
      args: { first: t.arg.int({ defaultValue: 10, description: 'How many: 1 to 100' }) },
      resolve: async (report, args, ctx, info) => {
        // Deleted posts leave the list before it is cut to length: `first` posts whenever that many have views.
        const count = topCount(args.first);
        const rows = report.posts;
        const posts = await ctx.db.post.findMany({
          ...queryFromInfo({ context: ctx, info, typeName: 'Post', path: ['post'] }),
          where: { id: { in: rows.map((row) => row.postId) } },
        });
        const byId = new Map(posts.map((post) => [post.id, post]));
        return rows
          .flatMap((row) => {
            const post = byId.get(row.postId);
            return post ? [{ post, views: row.views, visitors: row.visitors }] : [];
          })
          .slice(0, count);
      },
    }),
    languages: t.field({
      type: [LanguageViewCountRef],
      description: 'Page views per language: English, then Arabic',
      resolve: (report) => report.languages,
    }),
    topReferrers: t.field({
      type: [ReferrerCountRef],
      description: 'The sites visitors came from most, most visits first',
      args: { first: t.arg.int({ defaultValue: 10, description: 'How many: 1 to 100' }) },
      resolve: (report, args) => report.referrers.slice(0, topCount(args.first)),
    }),
  }),
});

builder.queryFields((t) => ({
  siteAnalytics: t.field({
    description: `The public site's views, visitors, top pages, articles, languages and referrers, and enquiries per day (staff only). REST: GET /api/analytics?days=`,
    type: SiteAnalyticsRef,
    authScopes: { staff: true },
    args: {
      days: t.arg.int({ defaultValue: 30, description: `The last so many days, today included: 1 to ${maxAnalyticsDays} (the screen offers 7, 30 and 90)` }),
    },
    resolve: (_root, args, ctx) => siteAnalytics(ctx, args.days ?? 30),
  }),
}));
