import { languageUrl } from '../../../../web/src/head/headTags.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { publicPagePaths } from '../../../../web/src/paths.ts';
import type { Db } from '../../db/client.ts';
import { publishedPostWhere } from '../posts/visibility.ts';
import { xmlText } from './xml.ts';

// Every public page and published post, in each language. The addresses and their hreflang
// alternates are the ones each page names in its own head (head/headTags.ts), so the two agree.

/** The public pages that are not posts. */
export const sitemapPages = publicPagePaths;

export async function sitemap(db: Db, siteUrl: string): Promise<string> {
  const posts = await db.post.findMany({
    where: publishedPostWhere(),
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    select: { slug: true, updatedAt: true },
  });
  const entries = [
    ...sitemapPages.map((path) => ({ path, lastmod: null })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.toISOString() })),
  ];
  const none = new URLSearchParams();
  const urls = entries.flatMap(({ path, lastmod }) => {
    const href = (language: (typeof languages)[number] | null) => xmlText(languageUrl(siteUrl, path, none, language));
    const alternates = [
      ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(null)}"/>`,
    ];
    return languages.map((language) => {
      const fields = [`<loc>${href(language)}</loc>`, lastmod ? `<lastmod>${lastmod}</lastmod>` : '', ...alternates].filter(Boolean);
      return ['  <url>', ...fields.map((field) => `    ${field}`), '  </url>'].join('\n');
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
