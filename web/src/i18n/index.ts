import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { brand } from '../brand.ts';
import { directionOf, languageStorageKey, languages, toLanguage } from './languages.ts';

// Translations are bundled, one chunk per language and namespace, loaded when first needed.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then((module) => callback(null, module.default), (error: Error) => callback(error, null));
  },
};

/** Keeps <html lang dir> and the document title in step with the language. */
function applyLanguageToDocument(language: string) {
  if (typeof document === 'undefined') return;
  const lang = toLanguage(language);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  document.title = i18n.t('common:meta.title', { lng: lang });
}

void i18n
  .use(bundledBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['common', 'navigation', 'ui', 'components'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: {
      escapeValue: false,
      // {{brand}} in any text reads the brand in the current language (a getter: read at each call).
      defaultVariables: {
        get brand() {
          return brand.name[toLanguage(i18n.language)];
        },
      },
    },
    detection: {
      order: ['querystring', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  })
  .then(() => {
    applyLanguageToDocument(i18n.language);
  });

i18n.on('languageChanged', applyLanguageToDocument);
i18n.on('loaded', () => applyLanguageToDocument(i18n.language));

export default i18n;
