import { languageUrl } from '../../../../web/src/head/headTags.ts';
import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { pageLanguages } from '../pages/input.ts';
import { publicPages } from '../pages/read.ts';
import { publishedPostWhere } from '../posts/visibility.ts';
import { xmlText } from './xml.ts';

// Every published page (in the languages it is written in) and the blog's list and posts (in
// both), with hreflang alternates. The addresses and their alternates are the ones each page names
// in its own head (head/headTags.ts), so the two agree.

/** The pages of the app that are no page of content: the blog's list. */
export const appPages = ['/blog'];

export async function sitemap(db: Db, siteUrl: string): Promise<string> {
  const [pages, posts] = await Promise.all([
    publicPages(db),
    db.post.findMany({ where: publishedPostWhere(), orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], select: { slug: true, updatedAt: true } }),
  ]);
  const entries: { path: string; lastmod: string | null; languages: readonly Language[] }[] = [
    ...pages.map((page) => ({ path: page.path, lastmod: page.updatedAt.toISOString(), languages: pageLanguages(page.translations) })),
    ...appPages.map((path) => ({ path, lastmod: null, languages })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.toISOString(), languages })),
  ];
  const none = new URLSearchParams();
  const urls = entries.flatMap(({ path, lastmod, languages: written }) => {
    const href = (language: Language | null) => xmlText(languageUrl(siteUrl, path, none, language));
    const alternates = [
      ...written.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(null)}"/>`,
    ];
    return written.map((language) => {
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
