import { classifyPath } from '../../../../web/src/paths.ts';
import { isLanguage, languages } from '../../../../web/src/i18n/languages.ts';
import type { Context } from '../../context.ts';
import type { Locale } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { automatedClient, visitorAddress } from '../visitors.ts';
import { siteDay } from './days.ts';
import { plainHost } from './ingest.ts';

// A page view reported by the site's beacon (web/src/analytics/beacon.ts). Junk is refused (400);
// views that are not a reader's are answered like the others and not counted: staff (any
// Authorization header), automated clients, requests without an Origin (no browser's), admin
// screens, paths the app does not serve, articles that are not public, and a client over its limit
// per minute (over every server process: limits/sharedWindow.ts). Nothing of the visitor is kept but
// a hash that changes every day (and is deleted the day after), see visitors.ts `createDailyVisitorHash`.

export interface PageViewInput {
  path: string;
  language: Locale;
  referrer?: string | null;
  /** The article's slug, when the page is one (it must then be the path's). */
  post?: string | null;
}

/** The longest path a page view may report. */
export const maxPathLength = 300;
/** A pathname as `location.pathname` gives it: percent-encoded, printable ASCII, no query or fragment. */
const pathname = /^\/[!-"$->@-~]*$/;

const invalid = (field: string, message: string) => apiError('BAD_USER_INPUT', message, { [field]: 'invalid' });

/**
 * Checks every value the beacon sent, types included (400 with the field at fault): the REST door
 * calls this service without GraphQL's type checks (rest/analyticsRoutes.ts), so it relies on these.
 */
function checkInput(input: Record<string, unknown>): PageViewInput {
  const { path, language, referrer, post } = input;
  if (path === undefined || path === null) throw apiError('BAD_USER_INPUT', 'path is required', { path: 'required' });
  if (typeof path !== 'string' || path.length > maxPathLength || !pathname.test(path)) {
    throw invalid('path', `path must be the page's path, starting with /, without query or fragment, at most ${maxPathLength} characters`);
  }
  if (language === undefined || language === null) throw apiError('BAD_USER_INPUT', 'language is required', { language: 'required' });
  if (!isLanguage(language)) throw invalid('language', `language must be ${languages.join(' or ')}`);
  if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') throw invalid('referrer', 'referrer must be an address');
  if (post !== undefined && post !== null && typeof post !== 'string') throw invalid('post', 'post must be a slug');
  return { path, language, referrer, post };
}

/**
 * Takes a page view for counting; false when it is not counted (see above). With ANALYTICS_FLUSH_MS
 * above 0 it is written at the next flush, unless analytics is switched off by then.
 */
export async function recordPageView(
  ctx: Pick<Context, 'request' | 'ip' | 'userAgent' | 'analytics'>,
  values: PageViewInput | Record<string, unknown>,
): Promise<boolean> {
  const input = checkInput(values as Record<string, unknown>);
  const page = classifyPath(input.path);
  const slug = page.kind === 'article' ? page.slug : null;
  if (input.post !== undefined && input.post !== null && input.post !== slug) {
    throw invalid('post', 'post must be the slug of the article the path names');
  }
  if (ctx.request.headers.has('authorization') || automatedClient.test(ctx.userAgent)) return false;
  // Browsers send Origin with every POST, the beacon's included (another site's is refused before
  // this, http/cors.ts): a view without one comes from a script, not a reader.
  if (!ctx.request.headers.has('origin')) return false;
  if (page.kind !== 'page' && page.kind !== 'article') return false;

  // A visitor is a browser on an address (an IPv6 address by its /64, which one subscriber hops
  // around in), a few browsers an address at most (visitorBook.ts).
  const day = siteDay();
  const address = visitorAddress(ctx.ip);
  const { browser, visitor } = ctx.analytics.visitors.identify(day, address, ctx.userAgent);
  // Both ceilings count this view, so a client cannot hide behind one to spend the other; they
  // come before the article's lookup, so a client over its limit costs no query.
  const withinVisitor = ctx.analytics.viewsPerVisitor.take(browser);
  const withinAddress = ctx.analytics.viewsPerAddress.take(address);
  if (!withinVisitor || !withinAddress) return false;
  const postId = slug ? await ctx.analytics.publicPostId(slug) : null;
  if (slug && postId === null) return false;
  const path = normalizedPath(input.path);
  if (page.kind === 'page' && path !== '/blog' && !(await ctx.analytics.isPublicPage(path))) return false;

  const host = referrerHost(input.referrer, ctx);
  await ctx.analytics.recorder.record({
    day,
    path,
    language: input.language,
    postId,
    referrerHost: host && ctx.analytics.visitors.referral(day, visitor, host),
    visitor,
  });
  return true;
}

/** Trailing slashes aside, as the app routes it. */
function normalizedPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The referring site's host, or null when there is none worth counting (our own pages, not a web address). */
function referrerHost(referrer: string | null | undefined, ctx: Pick<Context, 'request' | 'analytics'>): string | null {
  if (!referrer) return null;
  const host = ctx.analytics.hostOf(referrer);
  if (!host || ctx.analytics.ownHosts.has(host)) return null;
  // The host this request was sent to is ours too (SITE_URL may be unset).
  const requestHost = new URL(ctx.request.url).hostname;
  return host === plainHost(requestHost) ? null : host;
}
