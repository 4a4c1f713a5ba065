import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledBackend } from './backend.ts';
import { languageDetector } from './detector.ts';
import { directionOf, toLanguage } from './languages.ts';
import { sharedOptions } from './options.ts';

// The browser's i18next, for the app (the admin panel, and a public page the server could not render).

/**
 * Keeps <html lang dir> in step with the language. The title too when the language really changes
 * (a page's PageHead then sets its own, in the new language); a server-rendered page already has
 * its title, which an i18next event must not replace with the default.
 */
function applyLanguageToDocument(language: string) {
  if (typeof document === 'undefined') return;
  const lang = toLanguage(language);
  const changed = document.documentElement.lang !== lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  if (changed || !document.title) document.title = i18n.t('common:meta.title', { lng: lang });
}

void i18n
  .use(bundledBackend)
  .use(languageDetector)
  .use(initReactI18next)
  // The language detector's (not the page's): starting in the server's language would store it over
  // the visitor's own choice.
  .init(sharedOptions(i18n))
  .then(() => applyLanguageToDocument(i18n.language));

i18n.on('languageChanged', applyLanguageToDocument);

export default i18n;
