import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { createSharedWindowLimits, type SharedWindowLimiter } from '../limits/sharedWindow.ts';
import { publishedPostWhere } from '../posts/visibility.ts';
import type { PublicContent } from '../publicContent.ts';
import { createDailyVisitorHash } from '../visitors.ts';
import { createPageViewRecorder, type PageViewRecorder } from './recorder.ts';
import { createVisitorBook, type VisitorBook } from './visitorBook.ts';
import { parseUrl } from '../parseUrl.ts';

// What the analytics endpoints keep between requests, one per app (requests reach it through their
// context): the batch of page views, the throttles, the slugs of public articles.

export interface AnalyticsIngest {
  recorder: PageViewRecorder;
  log: Logger;
  /** The site's own host names (SITE_URL's), besides each request's: a referrer there is no referrer. */
  ownHosts: ReadonlySet<string>;
  /** Who each view is from, within the ceilings on browsers per address and referrers per visitor. */
  visitors: VisitorBook;
  /** Page views per visitor (address and browser) per minute, over every server process. */
  viewsPerVisitor: SharedWindowLimiter;
  /** Page views per address per minute, whatever browser it claims: ten visitors' worth. */
  viewsPerAddress: SharedWindowLimiter;
  /** Error reports per address per minute. */
  errorReports: SharedWindowLimiter;
  /** The post of a public article's slug, or null. */
  publicPostId(slug: string): Promise<number | null>;
  /** Whether a page is published at a path (any path may be a page staff published). */
  isPublicPage(path: string): Promise<boolean>;
  /** The host of a referring page's address, as counters file it; null when it is no http(s) address. */
  hostOf(referrer: string): string | null;
  /** Writes the pending page views, and shares the limits' counts with the other processes. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const clientErrorsPerMinute = 10;
const minuteMs = 60_000;

export interface AnalyticsOptions {
  db: Db;
  log: Logger;
  publicContent: PublicContent;
  /** ANALYTICS_FLUSH_MS: 0 writes each view before answering (and shares the limits' counts at once). */
  flushMs: number;
  /** ANALYTICS_VIEWS_PER_MINUTE */
  viewsPerMinute: number;
  siteUrl?: string;
}

export function createAnalyticsIngest(options: AnalyticsOptions): AnalyticsIngest {
  const { db, log, publicContent } = options;
  const recorder = createPageViewRecorder(db, log, { flushMs: options.flushMs, hashVisitor: createDailyVisitorHash(db) });
  const limits = createSharedWindowLimits(db, { syncMs: options.flushMs, log });
  const posts = createPublicLookup(
    publicContent,
    async (slug) => (await db.post.findFirst({ where: { slug, ...publishedPostWhere() }, select: { id: true } }))?.id ?? null,
  );
  // Published, whatever its time: a scheduled page's early views are too few to matter, a made-up path's none.
  const pages = createPublicLookup(publicContent, async (path) => (await db.page.count({ where: { path, status: 'PUBLISHED' } })) > 0);
  const ownHosts = new Set<string>();
  if (options.siteUrl) ownHosts.add(plainHost(new URL(options.siteUrl).hostname));
  return {
    recorder,
    log,
    ownHosts,
    visitors: createVisitorBook(),
    viewsPerVisitor: limits.limiter({ name: 'page views of a visitor', max: options.viewsPerMinute, windowMs: minuteMs }),
    viewsPerAddress: limits.limiter({ name: 'page views from an address', max: options.viewsPerMinute * 10, windowMs: minuteMs }),
    errorReports: limits.limiter({ name: 'error reports from an address', max: clientErrorsPerMinute, windowMs: minuteMs }),
    publicPostId: posts.get,
    isPublicPage: pages.get,
    hostOf: createHostOf(),
    flush: async () => {
      await Promise.all([recorder.flush(), limits.sync()]);
    },
    async close() {
      posts.close();
      pages.close();
      await Promise.all([recorder.close(), limits.close()]);
    },
  };
}

/** A host name as counters file it: lower case, without a final dot or a leading `www.`. */
export function plainHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** A DNS name (IDNs as the URL parser gives them, in punycode) or an IP address: what a referrer's host may be. */
const hostName = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+$|^\[[0-9a-f:.]+\]$/;

/** Referring addresses to hosts, remembered (most visits come from a few pages): parsing is not free. */
function createHostOf(): (referrer: string) => string | null {
  let known = new Map<string, string | null>();
  return (referrer) => {
    let host = known.get(referrer);
    if (host !== undefined) return host;
    host = null;
    const url = referrer.length <= 2048 ? parseUrl(referrer) : null;
    if (url) {
      const plain = plainHost(url.hostname);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && plain.length <= 253 && hostName.test(plain)) host = plain;
    }
    if (known.size >= 1000) known = new Map();
    known.set(referrer, host);
    return host;
  };
}

const lookupTtlMs = 60_000;
const maxLookups = 20_000;

/**
 * What public content holds at a key (an article's id by its slug, whether a page is published at a
 * path), asked of the database once a minute at most per key: a view must not cost a query.
 * Emptied when public content changes (a post or page published or withdrawn); a scheduled one's
 * moment passes by time alone, so an unknown key is asked again after a minute.
 */
function createPublicLookup<T>(publicContent: PublicContent, load: (key: string) => Promise<T>) {
  let known = new Map<string, { value: T; until: number }>();
  const unsubscribe = publicContent.subscribe(() => {
    known = new Map();
  });
  return {
    async get(key: string): Promise<T> {
      const now = Date.now();
      const hit = known.get(key);
      if (hit && hit.until > now) return hit.value;
      const value = await load(key);
      if (known.size >= maxLookups) known = new Map();
      known.set(key, { value, until: now + lookupTtlMs });
      return value;
    },
    close: unsubscribe,
  };
}
