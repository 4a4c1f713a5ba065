import type { i18n as I18n, InitOptions } from 'i18next';
import { brand } from '../brand.ts';
import { languages, toLanguage } from './languages.ts';

/** The settings the browser's and the server's i18next instances share. */
export function sharedOptions(instance: I18n): InitOptions {
  return {
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['common', 'navigation', 'ui', 'components'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: {
      escapeValue: false,
      // {{brand}} in any text reads the brand in the instance's current language (a getter: read at each call).
      defaultVariables: {
        get brand() {
          return brand.name[toLanguage(instance.language)];
        },
      },
    },
    react: { useSuspense: true },
  };
}
