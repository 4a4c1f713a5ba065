import { brand } from '../brand.ts';
import { feedHref, feedTitle } from '../feeds.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { pageParameters } from '../paths.ts';
import type { PageHeadData } from './PageHead.tsx';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's address in one language (through the `lang` parameter), or with none for x-default. */
export function languageUrl(siteUrl: string, pathname: string, search: URLSearchParams, language: Language | null): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (language) params.set('lang', language);
  const query = params.toString();
  return `${siteUrl}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The <head> tags of a server-rendered page: title, description, canonical and hreflang
 * alternates, the blog's feed in the page's language, Open Graph and Twitter cards, JSON-LD, and
 * the hold on its first paint. `siteName` is the site's name in the page's language (the
 * settings'), the brand's when not given.
 */
export function headTags(head: PageHeadData, page: { siteUrl: string; url: URL; language: Language; siteName?: string }): string {
  const { siteUrl, url, language } = page;
  // The address search engines should know: the page with the parameters that make it another page.
  const { indexed, free } = pageParameters(url.pathname);
  const search = new URLSearchParams([...url.searchParams].filter(([name]) => indexed.includes(name)));
  const visitorWords = free.some((name) => url.searchParams.has(name));
  // A page not written in the language asked for is the page in one it is written in: its address is that one's.
  const canonicalLanguage = head.languages && !head.languages.includes(language) ? head.languages[0] : language;
  const canonical = languageUrl(siteUrl, url.pathname, search, canonicalLanguage);
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`);
  const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  const image = head.image ? absolute(head.image.url) : null;
  const size = (value: number | undefined) => (value ? String(value) : null);
  const structured = head.structuredData?.({ page: canonical, site: siteUrl }) ?? [];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    // A page of a visitor's own words (a search, a question) is not one to index; nor is a missing page.
    visitorWords || head.status === 404 ? '<meta name="robots" content="noindex">' : '',
    ...(head.status === 404
      ? []
      : [
          `<link rel="canonical" href="${escapeHtml(canonical)}">`,
          ...(head.languages ?? languages).map(
            (hreflang) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(languageUrl(siteUrl, url.pathname, search, hreflang))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(siteUrl, url.pathname, search, null))}">`,
        ]),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle(language, page.siteName))}" href="${escapeHtml(feedHref(language))}">`,
    meta('property', 'og:site_name', page.siteName ?? brand.name[language]),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    // A missing page has no address of its own: its bytes are the same whatever was asked for.
    meta('property', 'og:url', head.status === 404 ? null : canonical),
    meta('property', 'og:locale', language === 'ar' ? 'ar_AE' : 'en_US'),
    meta('property', 'og:locale:alternate', language === 'ar' ? 'en_US' : 'ar_AE'),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', size(head.image?.width)),
    meta('property', 'og:image:height', size(head.image?.height)),
    meta('property', 'og:image:alt', head.image?.alt),
    meta('property', 'article:published_time', head.type === 'article' ? head.publishedTime : null),
    meta('property', 'article:author', head.type === 'article' ? head.author : null),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.image?.alt),
    ...structured.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
    // No first paint of a half-parsed header (on a busy phone its menu button moved when the
    // language switch came): it waits for <main>, which follows the header (Chromium 124 on).
    '<link rel="expect" href="#main" blocking="render">',
  ]
    .filter(Boolean)
    .join('\n    ');
}
