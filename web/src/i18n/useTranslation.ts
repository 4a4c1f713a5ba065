import { useContext } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { getI18n, I18nContext, useTranslation as useReactTranslation, type UseTranslationResponse } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

// The one useTranslation the app imports. In the browser it is react-i18next's. On the server,
// where an instance never changes language nor waits for texts (ssr/i18n.ts), react-i18next's
// hook still copies the instance (its wrapper) and makes a new t on every call: a tenth of a page's
// render. There, each component gets the same t and instance for its language and namespaces.

type Answer = UseTranslationResponse<string, undefined>;
const answers = new WeakMap<I18n, Map<string, Answer>>();

function useServerTranslation(ns?: string | readonly string[], options: { lng?: string; keyPrefix?: string } = {}): Answer {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const fallback = i18n.options.defaultNS || 'translation';
  const namespaces = typeof ns === 'string' ? [ns] : (ns ?? (typeof fallback === 'string' ? [fallback] : fallback));
  const lng = options.lng ?? i18n.language;
  const id = [lng, namespaces.join(','), options.keyPrefix ?? ''].join('\u0000');
  let kept = answers.get(i18n);
  if (!kept) answers.set(i18n, (kept = new Map()));
  let answer = kept.get(id);
  if (!answer) {
    // As react-i18next asks for it: the first namespace by default, the others by their prefix.
    const getFixedT = i18n.getFixedT.bind(i18n) as (lng: string, ns: string, keyPrefix?: string, options?: { scopeNs: readonly string[] }) => Answer['t'];
    const t = getFixedT(lng, namespaces[0], options.keyPrefix, { scopeNs: namespaces });
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Answer;
    kept.set(id, answer);
  }
  return answer;
}

export const useTranslation = (import.meta.env.SSR ? useServerTranslation : useReactTranslation) as typeof useReactTranslation;
