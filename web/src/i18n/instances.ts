import { createInstance, type i18n as I18n } from 'i18next';
import { bundledBackend } from './backend.ts';
import type { Language } from './languages.ts';
import { sharedOptions } from './options.ts';

// i18next instances fixed in one language, without detection: a public page's islands (its language
// is decided: public/language.ts) and the page editor's preview (the language it shows) use them
// beside the app's own instance, whose language they must not change.

const instances = new Map<Language, Promise<I18n>>();

/** The instance in `language`, with `namespaces` loaded. */
export function i18nIn(language: Language, namespaces: string[]): Promise<I18n> {
  let ready = instances.get(language);
  if (!ready) {
    const instance = createInstance().use(bundledBackend);
    ready = instance.init({ ...sharedOptions(instance), lng: language, ns: [], react: { useSuspense: false } }).then(() => instance);
    instances.set(language, ready);
  }
  return ready.then((instance) => instance.loadNamespaces(namespaces).then(() => instance));
}
