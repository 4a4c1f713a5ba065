import type { LanguageDetectorModule } from 'i18next';
import { cookieLanguage, languageCookieName, languageStorageKey, parseLanguage, type Language } from './languages.ts';

/** The visitor's stored choice: in local storage, else in the cookie that mirrors it (storage disabled or cleared). */
function storedLanguage(): Language | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(languageStorageKey);
  } catch {
    // storage disabled
  }
  return parseLanguage(stored) ?? cookieLanguage(document.cookie);
}

/**
 * The app's language, in the spec's order: the `lang` query parameter, the stored choice, the
 * browser's languages, the page's. Decided here even on a server-rendered page: the server may not
 * know the stored choice (no cookie yet). Every language set is stored, and mirrored in a cookie (a
 * year, this site only) so the server renders in it too.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [new URLSearchParams(window.location.search).get('lang'), storedLanguage(), ...navigator.languages, document.documentElement.lang];
    for (const candidate of candidates) {
      const language = parseLanguage(candidate);
      if (language) return language;
    }
    return undefined;
  },
  cacheUserLanguage(value) {
    const language = parseLanguage(value);
    if (!language) return;
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // storage disabled: the cookie still carries the choice
    }
    document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
  },
};
