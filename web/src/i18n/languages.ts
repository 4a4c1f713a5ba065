// The site's languages: the one list every other (the API's enums and checks, the editor's tabs,
// the per-language shapes) is made from. The database's Locale enum (prisma/schema.prisma) is typed
// against it where the API reads or writes it.
import { cookieValue } from '../api/cookies.ts';

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/** The languages' names in English, as the API's words name them. */
export const languageNamesInEnglish: Record<Language, string> = { en: 'English', ar: 'Arabic' };

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** A record of one value for each language, made by `make`. */
export function perLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<Language, T>;
}

export const namespaces = ['common', 'navigation', 'blog', 'contact', 'components', 'ui'] as const;
export type Namespace = (typeof namespaces)[number];

export const languageStorageKey = 'i18nextLng';

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The `lang` and `dir` of words written in `language` on a page in `pageLanguage`: none when they
 * are the page's (the page says them), else that language's: an Arabic-only post's title or tag on
 * an English page, an English-only one on an Arabic page.
 */
export function textLanguageOn(pageLanguage: string | undefined, language: string): { lang?: Language; dir?: 'rtl' | 'ltr' } {
  const text = toLanguage(language);
  return text === toLanguage(pageLanguage) ? {} : { lang: text, dir: directionOf(text) };
}

/** Narrows whatever i18next reports (ar-AE, en-US…) to one of our languages. */
export function toLanguage(value: string | undefined): Language {
  return value?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The cookie that mirrors the stored language choice, so the server renders in it too. */
export const languageCookieName = 'lang';

const languageTag = new RegExp(`^(${languages.join('|')})(?:-[A-Za-z0-9]{1,8})*$`, 'i');

/** One of our languages when the value plainly names one (en, ar-AE…); anything else, injection-looking values included, is ignored. */
export function parseLanguage(value: string | null | undefined): Language | null {
  const match = value ? languageTag.exec(value.trim()) : null;
  return match ? (match[1].toLowerCase() as Language) : null;
}

/**
 * The language of a request, in the spec's order as far as a server can see it: the `lang` query
 * parameter, the stored preference (its cookie), the browser's languages (Accept-Language, by
 * weight), then English.
 */
function negotiateLanguage(request: { query: string | null; cookie: string | null; acceptLanguage: string | null }): Language {
  return parseLanguage(request.query) ?? cookieLanguage(request.cookie) ?? preferredLanguage(request.acceptLanguage) ?? 'en';
}

/** The language a public page is rendered in: `url` is the page's own address, which may differ from the request's. */
export function pageLanguage(request: Request, url: URL): Language {
  return negotiateLanguage({
    query: url.searchParams.get('lang'),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** The language a Cookie header (or `document.cookie`) stores, or null. */
export function cookieLanguage(cookie: string | null): Language | null {
  return parseLanguage(cookieValue(cookie, languageCookieName));
}

function preferredLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: parseLanguage(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { language: Language; q: number; index: number } => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}
