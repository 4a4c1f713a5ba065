import type { LanguageDetectorModule } from 'i18next';
import { languageCookieName, languageStorageKey, parseLanguage } from './languages.ts';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null; // storage disabled
  }
}

/**
 * The browser's language when the server did not choose one, in the spec's order: the `lang` query
 * parameter, the stored choice, the browser's languages, the page's. Every language set is stored,
 * and mirrored in a cookie (a year, this site only) so the server renders in it too.
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
