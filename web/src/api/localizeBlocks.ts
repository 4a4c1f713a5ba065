// A page's blocks as visitors read them in one language: each text in that language with its
// placeholders filled in, each link as an address (or none, where the page it names is not public).
// The server answers pages so (api/src/services/pages/localize.ts); the page editor's preview can
// do the same with the blocks being edited.
import { languages, type Language } from '../i18n/languages.ts';
import type { BlockOf, BlockType, PageBlock, PageLink } from './pageBlocks.ts';

/** A link as a page shows it. `href` is null where it names a page visitors cannot see: show its text without the link, or leave it out. */
export interface ShownLink {
  kind: PageLink['kind'];
  href: string | null;
}

/** A value as written ({ en, ar } texts, links) as read in one language. */
export type Localized<T> =
  T extends Record<Language, string>
    ? string
    : T extends Record<Language, string[]>
      ? string[]
      : T extends PageLink
        ? ShownLink
        : T extends readonly (infer U)[]
          ? Localized<U>[]
          : T extends object
            ? { [K in keyof T]: Localized<T[K]> }
            : T;

export type LocalizedBlock = { [T in BlockType]: Localized<BlockOf<T>> }[BlockType];

export interface Localizer {
  /** A text as shown: its placeholders filled in (pageRules.ts, fillPlaceholders). */
  text(text: string): string;
  /** The address of a page by its id (with #hash), or null when visitors cannot see it. */
  pageHref(pageId: number, hash: string | undefined): string | null;
}

/** Where the booking button leads without the booking calendar (and before its script runs). */
export const bookingFallbackHref = '/#contact';

const linkKinds: readonly string[] = ['page', 'url', 'booking'] satisfies PageLink['kind'][];

/** The blocks in `language`. */
export function localizeBlocks(blocks: readonly PageBlock[], language: Language, localizer: Localizer): LocalizedBlock[] {
  return blocks.map((block) => localize(block, language, localizer) as LocalizedBlock);
}

/** Any value of texts and links (a menu's items) in `language`. */
export function localize(value: unknown, language: Language, localizer: Localizer): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, language, localizer));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // Only texts have exactly the languages as keys; only links have a `kind` (diagrams have a `shape`).
  if (keys.length === languages.length && languages.every((one) => keys.includes(one))) {
    const text = record[language];
    return Array.isArray(text) ? text.map((one: string) => localizer.text(one)) : localizer.text(String(text));
  }
  if (typeof record.kind === 'string' && linkKinds.includes(record.kind)) return shownLink(record as PageLink, localizer);
  return Object.fromEntries(keys.map((key) => [key, localize(record[key], language, localizer)]));
}

function shownLink(link: PageLink, localizer: Localizer): ShownLink {
  switch (link.kind) {
    case 'page':
      return { kind: 'page', href: localizer.pageHref(link.pageId, link.hash) };
    case 'url':
      return { kind: 'url', href: link.url };
    case 'booking':
      return { kind: 'booking', href: bookingFallbackHref };
  }
}

/** Every link to a page in a value (blocks, menu items): where it is (`2.links.0.link`) and which page it names. */
export function pageLinksIn(value: unknown, at: string[] = []): { path: string; pageId: number }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => pageLinksIn(item, [...at, String(i)]));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (record.kind === 'page' && typeof record.pageId === 'number') return [{ path: at.join('.'), pageId: record.pageId }];
  return Object.entries(record).flatMap(([key, item]) => pageLinksIn(item, [...at, key]));
}
