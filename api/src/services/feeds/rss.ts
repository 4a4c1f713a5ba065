import { feedHref, feedTitle } from '../../../../web/src/feeds.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import arBlog from '../../../../web/src/i18n/locales/ar/blog.json';
import enBlog from '../../../../web/src/i18n/locales/en/blog.json';
import type { Db } from '../../db/client.ts';
import { authorName } from '../authorProfile.ts';
import { publishedPostWhere } from '../posts/visibility.ts';
import { xmlElement, xmlText } from './xml.ts';

// The blog's RSS 2.0 feed in one language: the newest published posts, each in that language or,
// lacking that translation, in English (said by the item's dc:language).

export const feedSize = 20;

interface Named {
  locale: Language;
}

/** The row in the given language, else the English one, else any. */
function inLanguage<T extends Named>(rows: T[], language: Language): T | undefined {
  return rows.find((row) => row.locale === language) ?? rows.find((row) => row.locale === 'en') ?? rows[0];
}

/** `siteName`: the site's name in the feed's language (the settings'), the brand's when not given. */
export async function rssFeed(db: Db, siteUrl: string, language: Language, siteName?: string): Promise<string> {
  const posts = await db.post.findMany({
    where: publishedPostWhere(),
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: feedSize,
    select: {
      slug: true,
      publishedAt: true,
      updatedAt: true,
      author: { select: { displayName: true, displayNameAr: true } },
      translations: { where: { locale: { in: [language, 'en'] } }, select: { locale: true, title: true, excerpt: true, seoDescription: true } },
      tags: { select: { tag: { select: { slug: true, translations: { select: { locale: true, name: true } } } } }, orderBy: { tag: { slug: 'asc' } } },
    },
  });
  const query = language === 'en' ? '' : `?lang=${language}`;
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}${query}`;
    const translation = inLanguage(post.translations, language);
    const fields = [
      xmlElement('title', translation?.title || post.slug),
      xmlElement('link', link),
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      xmlElement('pubDate', post.publishedAt?.toUTCString()),
      xmlElement('description', translation?.excerpt || translation?.seoDescription),
      ...post.tags.map(({ tag }) => xmlElement('category', inLanguage(tag.translations, language)?.name ?? tag.slug)),
      xmlElement('dc:creator', post.author && authorName(post.author, language)),
      translation && translation.locale !== language ? xmlElement('dc:language', translation.locale) : '',
    ].filter(Boolean);
    return ['    <item>', ...fields.map((field) => `      ${field}`), '    </item>'].join('\n');
  });
  // The newest change among the items: the same content gives the same bytes (and ETag).
  const built = posts.reduce((latest, post) => Math.max(latest, post.updatedAt.getTime(), post.publishedAt?.getTime() ?? 0), 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${xmlElement('title', feedTitle(language, siteName))}`,
    `    ${xmlElement('link', `${siteUrl}/blog${query}`)}`,
    `    ${xmlElement('description', { en: enBlog, ar: arBlog }[language].subtitle)}`,
    `    ${xmlElement('language', language)}`,
    `    <atom:link href="${xmlText(`${siteUrl}${feedHref(language)}`)}" rel="self" type="application/rss+xml"/>`,
    `    ${xmlElement('lastBuildDate', new Date(built || Date.now()).toUTCString())}`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
