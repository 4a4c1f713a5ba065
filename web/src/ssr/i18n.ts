import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { languages, type Language } from '../i18n/languages.ts';
import { sharedOptions } from '../i18n/options.ts';

// On the server every namespace of both languages is in memory, so rendering never waits.
const bundles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

// Each marketing page's copy, content:pages.<key> (see i18n/pageContent.ts).
const pageBundles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/content/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [path, bundle] of Object.entries(bundles)) {
  const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = bundle;
}
for (const [path, bundle] of Object.entries(pageBundles)) {
  const [, language, key] = /\/locales\/(\w+)\/content\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!language || !key) continue;
  const content = ((resources[language] ??= {}).content ??= {}) as Record<string, unknown>;
  ((content.pages ??= {}) as Record<string, unknown>)[key] = bundle;
}

/** An i18next instance for one request, in the language the server chose. */
export function createServerI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.init({
    ...sharedOptions(instance),
    lng: language,
    preload: [...languages],
    resources,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
