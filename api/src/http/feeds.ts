import { feedPath, sitemapPath } from '../../../web/src/feeds.ts';
import { parseLanguage } from '../../../web/src/i18n/languages.ts';
import type { PublicSiteSettings } from '../../../web/src/settings/siteSettings.ts';
import type { Db } from '../db/client.ts';
import { rssFeed } from '../services/feeds/rss.ts';
import { sitemap } from '../services/feeds/sitemap.ts';

// What the site tells feed readers and search engines: the blog's RSS feed per language, the
// sitemap and robots.txt. Absolute addresses use SITE_URL, or the request's origin as pages do.

export interface Feeds {
  /** Whether this path is one of the feeds (answered by `handle`, before static files). */
  serves(pathname: string): boolean;
  handle(request: Request, url: URL): Promise<Response>;
}

interface Feed {
  contentType: string;
  produce(db: Db, siteUrl: string, url: URL, settings: () => Promise<PublicSiteSettings | null>): string | Promise<string>;
}

const feeds: Record<string, Feed> = {
  // Only the `lang` parameter picks the language: a feed is the same for every reader of its URL.
  [feedPath]: {
    contentType: 'application/rss+xml; charset=utf-8',
    produce: async (db, siteUrl, url, settings) => {
      const language = parseLanguage(url.searchParams.get('lang')) ?? 'en';
      const site = await settings();
      return rssFeed(db, siteUrl, language, site ? (language === 'ar' ? site.siteNameAr : site.siteName) : undefined);
    },
  },
  [sitemapPath]: { contentType: 'application/xml; charset=utf-8', produce: (db, siteUrl) => sitemap(db, siteUrl) },
  '/robots.txt': { contentType: 'text/plain; charset=utf-8', produce: (_db, siteUrl) => robots(siteUrl) },
};

/** `publicSettings`: the site settings, for the feed's title (the brand's name without them). */
export function createFeeds(options: { db: Db; siteUrl?: string; publicSettings?: () => Promise<PublicSiteSettings> }): Feeds {
  const settings = async () => (options.publicSettings ? options.publicSettings() : null);
  return {
    serves: (pathname) => Object.hasOwn(feeds, pathname),
    async handle(request, url) {
      const feed = feeds[url.pathname];
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      const body = await feed.produce(options.db, options.siteUrl ?? url.origin, url, settings);
      return new Response(body, { headers: { 'content-type': feed.contentType, 'cache-control': 'no-cache' } });
    },
  };
}

function robots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteUrl}${sitemapPath}`, ''].join('\n');
}
