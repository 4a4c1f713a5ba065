import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './detector.ts';
import { directionOf, toLanguage } from './languages.ts';
import { sharedOptions } from './options.ts';

// The browser's i18next. Translations are bundled, one chunk per language and namespace, loaded when first needed.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

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

export const i18nReady = i18n
  .use(bundledBackend)
  .use(languageDetector)
  .use(initReactI18next)
  // The language detector's (not the page's): starting in the server's language would store it over
  // the visitor's own choice. main.tsx hydrates a server-rendered page only when the two agree.
  .init(sharedOptions(i18n))
  .then(() => applyLanguageToDocument(i18n.language));

i18n.on('languageChanged', applyLanguageToDocument);

export default i18n;
