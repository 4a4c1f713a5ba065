// The blog's RSS feed, one per language: its address and its title. The server serves it
// (api/src/services/feeds) and the head of every public page links it (head/headTags.ts).
import { brand } from './brand.ts';
import type { Language } from './i18n/languages.ts';
import ar from './i18n/locales/ar/common.json';
import en from './i18n/locales/en/common.json';

export const feedPath = '/rss.xml';
export const sitemapPath = '/sitemap.xml';

/** The feed's site-relative address in a language: English is the plain path. */
export function feedHref(language: Language): string {
  return language === 'en' ? feedPath : `${feedPath}?lang=${language}`;
}

/** The feed's title in a language (the `common:feed.title` string, with the site's name in that language: the settings', else the brand's). */
export function feedTitle(language: Language, siteName: string = brand.name[language]): string {
  // A function: a name holding `$&` or `$'` would be read as replacement patterns.
  return { en, ar }[language].feed.title.replaceAll('{{brand}}', () => siteName);
}
