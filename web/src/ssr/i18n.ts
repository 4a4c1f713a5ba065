import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { languages, type Language } from '../i18n/languages.ts';
import { sharedOptions } from '../i18n/options.ts';

// On the server every namespace of both languages is in memory, so rendering never waits.
const bundles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [path, bundle] of Object.entries(bundles)) {
  const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = bundle;
}

// What t() answered, by language, namespace and key: on the server the texts never change, and
// i18next's lookup and interpolation were a third of a home page's render. Only calls without
// variables or defaults are kept, and with a count only a small whole one (an article's reading
// time: its plural form and interpolation were a twentieth of the home page's render, for three
// posts); objects are frozen, as every render shares them.
const answers = new Map<string, unknown>();
const sameEveryTime = new Set(['lng', 'lngs', 'ns', 'keyPrefix', 'returnObjects', 'count']);
/** Counts from 0 to this are kept (a few keys in two languages: a few thousand answers at most). */
const countsKept = 500;

interface CallOptions {
  lng?: string;
  lngs?: unknown;
  ns?: string | readonly string[];
  keyPrefix?: unknown;
  returnObjects?: boolean;
  count?: unknown;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The options of a call whose answer is always the same, or null. */
function plain(options: unknown): CallOptions | null {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || !Object.keys(options).every((name) => sameEveryTime.has(name))) return null;
  const o = options as CallOptions;
  const count = o.count === undefined || (Number.isInteger(o.count) && (o.count as number) >= 0 && (o.count as number) <= countsKept);
  return o.lngs == null && count && (o.keyPrefix === undefined || typeof o.keyPrefix === 'string') ? o : null;
}

function remembered(parts: { lng: string; ns: unknown; key: string; returnObjects?: boolean; count?: unknown }, translate: () => unknown): unknown {
  const id = [parts.lng, String(parts.ns ?? ''), parts.returnObjects ? 'objects' : '', parts.count ?? '', parts.key].join('\u0000');
  if (!answers.has(id)) answers.set(id, deepFreeze(translate()));
  return answers.get(id);
}

type Translate = ((key: unknown, options?: unknown) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** The instance's t and the t of useTranslation (getFixedT), answering from memory what they can. */
function remembering(instance: I18n): I18n {
  const t = instance.t.bind(instance) as Translate;
  instance.t = ((key: unknown, options?: unknown) => {
    const o = typeof key === 'string' ? plain(options) : null;
    if (!o || o.keyPrefix) return t(key, options);
    return remembered({ lng: o.lng ?? instance.language, ns: o.ns, key: key as string, returnObjects: o.returnObjects, count: o.count }, () => t(key, options));
  }) as I18n['t'];
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[], keyPrefix?: string, ...rest: unknown[]) => {
    const fixedT = (getFixedT as (...args: unknown[]) => Translate)(lng, ns, keyPrefix, ...rest);
    if (typeof lng !== 'string' || (keyPrefix !== undefined && typeof keyPrefix !== 'string')) return fixedT;
    // As i18next's fixedT resolves a call (language, namespace, the key under its prefix), without its per-call work.
    const fast = (key: unknown, options?: unknown) => {
      const o = typeof key === 'string' ? plain(options) : null;
      if (!o) return fixedT(key, options);
      const prefix = o.keyPrefix === '' ? '' : ((o.keyPrefix as string | undefined) ?? keyPrefix);
      const full = prefix ? `${prefix}.${key as string}` : (key as string);
      return remembered({ lng: o.lng || lng, ns: o.ns || ns, key: full, returnObjects: o.returnObjects, count: o.count }, () => fixedT(key, options));
    };
    return Object.assign(fast, { lng: fixedT.lng, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix });
  }) as I18n['getFixedT'];
  return instance;
}

const shared = new Map<Language, I18n>();

/**
 * The i18next instance of a language, shared by every render in it: its language never changes on
 * the server and its texts are all in memory, so a request has nothing of its own to keep in it
 * (an instance per request was a tenth of a small page's render).
 */
export function serverI18n(language: Language): I18n {
  let instance = shared.get(language);
  if (!instance) {
    instance = createServerI18n(language);
    shared.set(language, instance);
  }
  return instance;
}

/** A new i18next instance in the language the server chose. */
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
  return remembering(instance);
}
