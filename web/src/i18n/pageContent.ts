import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from './useTranslation.ts';
import { toLanguage, type Language } from './languages.ts';

// The copy of each product, deployment, solution and legal page is part of the content namespace
// (content:pages.<key>) but ships as one file per page and language (locales/<lng>/content/<key>.json),
// so a page downloads its own words and not the other seventeen pages'.

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/content/*.json');

const loading = new Map<string, Promise<void>>();

/** Adds a page's copy in a language to i18next once; resolves when it can be read. */
export function loadPageContent(i18n: I18n, language: Language, key: string): Promise<void> {
  const id = `${language}/${key}`;
  let promise = loading.get(id);
  if (!promise) {
    const load = bundles[`./locales/${language}/content/${key}.json`];
    // The namespace itself first: a bundle added before it would make i18next think it is loaded.
    promise = new Promise<void>((resolve) => i18n.services.backendConnector.load([language], ['content'], () => resolve()))
      .then(() => load?.())
      .then((module) => {
        if (module) i18n.addResourceBundle(language, 'content', { pages: { [key]: module.default } }, true, true);
      });
    promise.catch(() => loading.delete(id)); // a failed download is tried again next time
    loading.set(id, promise);
  }
  return promise;
}

/** Suspends until the page's copy is loaded in the current language; returns `t` for the content namespace. */
export function usePageContent(key: string) {
  const translation = useTranslation(['content', 'navigation', 'ui']);
  const { i18n } = translation;
  const language = toLanguage(i18n.language);
  // The resource itself: `exists` would answer from the English fallback and never load the Arabic.
  if (i18n.getResource(language, 'content', `pages.${key}.title`) === undefined) use(loadPageContent(i18n, language, key));
  return translation;
}
