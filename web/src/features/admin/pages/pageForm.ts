// The page editor's form and the API's page, each way: what a save sends, what the editor checks
// before sending (the server's own schemas), and the moves on the list of blocks.
import { blockSchemas, blockTypes, type BlockType, type PageBlock } from '../../../api/pageBlocks.ts';
import { maxBlocks, pageTextLimits } from '../../../api/pageRules.ts';
import { normalisePath, pathProblem } from '../../../api/pagePaths.ts';
import { languages, perLanguage, type Language } from '../../../i18n/languages.ts';
import { pendingContent, pendingTranslations } from '../publishing/pendingChanges.ts';
import { toOfficeInput, fromOfficeInput } from '../../../format/officeTime.ts';
import { unpublishTimeProblem } from '../publishing/unpublishTime.ts';
import { emptyOf, shapeOf } from './schemaShape.ts';

export type PageStatus = 'DRAFT' | 'PUBLISHED';

export interface PageTranslationValues {
  title: string;
  description: string;
  socialImage: string;
}

export interface PageFormValues {
  path: string;
  translations: Record<Language, PageTranslationValues>;
  blocks: PageBlock[];
  /** The publication time as typed (office time), for a published page. */
  publishAt: string;
  /** When the scheduler takes a published page off the site (office time); empty: never. */
  unpublishAt: string;
}

/** The page as the editor reads it from the API. */
export interface PageData {
  readonly id: string;
  readonly path: string;
  readonly status: string;
  readonly publishedAt: string | null | undefined;
  readonly unpublishAt?: string | null;
  readonly version: number;
  readonly viewerCanDelete: boolean;
  readonly blocks: unknown;
  readonly pendingChanges?: { readonly content: string; readonly publishAt?: string | null } | null;
  readonly translations: readonly {
    readonly locale: string;
    readonly title: string;
    readonly description: string;
    readonly socialImage: string | null | undefined;
  }[];
}

export interface ServerPage {
  id: string;
  path: string;
  status: PageStatus;
  publishedAt: string | null;
  version: number;
  /** Whether the signed-in staff member may delete it (admins any page, editors a draft they made). */
  viewerCanDelete: boolean;
  hasPendingChanges: boolean;
  /** When the scheduler publishes the pending changes; null: not scheduled. */
  changesPublishAt: string | null;
}

const emptyTranslation = (): PageTranslationValues => ({ title: '', description: '', socialImage: '' });

export function emptyPageValues(): PageFormValues {
  return { path: '', translations: perLanguage(emptyTranslation), blocks: [], publishAt: '', unpublishAt: '' };
}

export function serverPageOf(page: PageData): ServerPage {
  return {
    id: page.id,
    path: page.path,
    status: page.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    publishedAt: page.publishedAt ?? null,
    version: page.version,
    viewerCanDelete: page.viewerCanDelete,
    hasPendingChanges: Boolean(page.pendingChanges),
    changesPublishAt: page.pendingChanges?.publishAt ?? null,
  };
}

/** The page as the editor shows it: its pending changes over the published version, when it has some. */
export function pageValuesOf(read: PageData): PageFormValues {
  const pending = pendingContent(read);
  const page: PageData = pending
    ? {
        ...read,
        path: typeof pending.path === 'string' ? pending.path : read.path,
        blocks: pending.blocks,
        translations: pendingTranslations<{ title: string; description: string; socialImage: string | null }>(pending.translations),
      }
    : read;
  const translations = perLanguage(emptyTranslation);
  for (const tr of page.translations) {
    if (tr.locale === 'en' || tr.locale === 'ar') translations[tr.locale] = { title: tr.title, description: tr.description, socialImage: tr.socialImage ?? '' };
  }
  return {
    path: page.path,
    translations,
    blocks: Array.isArray(page.blocks) ? (page.blocks as PageBlock[]) : [],
    publishAt: page.status === 'PUBLISHED' ? toOfficeInput(page.publishedAt ?? null) : '',
    unpublishAt: page.status === 'PUBLISHED' ? toOfficeInput(read.unpublishAt ?? null) : '',
  };
}

/** Tells whether two forms differ (JSON of the whole form). */
export const pageFingerprint = (values: PageFormValues): string => JSON.stringify(values);

/** The languages a page is written in: those it has a title in. */
export const writtenLanguages = (values: Pick<PageFormValues, 'translations'>): Language[] =>
  languages.filter((language) => values.translations[language].title.trim() !== '');

/** What a create or an update sends (without its id, version or createKey). */
export function pageWriteInput(values: PageFormValues, status: PageStatus) {
  const translations: Partial<Record<Language, { title: string; description: string; socialImage: string | null }>> = {};
  for (const language of writtenLanguages(values)) {
    const tr = values.translations[language];
    translations[language] = { title: tr.title.trim(), description: tr.description.trim(), socialImage: tr.socialImage.trim() || null };
  }
  return {
    path: normalisePath(values.path),
    status,
    publishedAt: status === 'PUBLISHED' ? fromOfficeInput(values.publishAt) : null,
    // A write carries the whole page: left out, a scheduled unpublish would be dropped.
    unpublishAt: status === 'PUBLISHED' ? fromOfficeInput(values.unpublishAt) : null,
    translations,
    blocks: values.blocks,
  };
}

/**
 * The problems the server would find, by the field paths its `details` use (`path`,
 * `translations.ar.title`, `blocks.2.items.0.title.ar`), each with its code. Publishing, every
 * required text is needed in each language the page is written in.
 */
export function validatePage(values: PageFormValues, { publishing }: { publishing: boolean }): Record<string, string> {
  const found: Record<string, string> = {};
  const path = normalisePath(values.path);
  const problem = path === '' ? 'required' : pathProblem(path);
  if (problem) found.path = problem;
  const unpublishProblem = unpublishTimeProblem(values.unpublishAt, values.publishAt);
  if (unpublishProblem) found.unpublishAt = unpublishProblem;
  const written = writtenLanguages(values);
  if (written.length === 0) found['translations.en.title'] = 'needsTitle';
  for (const language of languages) {
    const tr = values.translations[language];
    if (tr.title.length > pageTextLimits.title) found[`translations.${language}.title`] = 'too_long';
    if (tr.description.length > pageTextLimits.description) found[`translations.${language}.description`] = 'too_long';
  }
  const result = blockSchemas(publishing ? written : []).blocks.safeParse(values.blocks);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = ['blocks', ...issue.path.map(String)].join('.');
      found[key] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
    }
  }
  return found;
}

/**
 * Per language, how far the page is written: `missing` (no title), `incomplete` (a required text of
 * a block is empty: it cannot be published in that language yet) or `complete`.
 */
export function completeness(page: Pick<PageFormValues, 'translations' | 'blocks'>): Record<Language, 'missing' | 'incomplete' | 'complete'> {
  const written = writtenLanguages(page);
  return perLanguage((language) => {
    if (!written.includes(language)) return 'missing';
    return blockSchemas([language]).blocks.safeParse(page.blocks).success ? 'complete' : 'incomplete';
  });
}

/** A block's id not yet taken in the page: its type and a number. */
export function newBlockId(type: BlockType, blocks: readonly PageBlock[]): string {
  const taken = new Set(blocks.map((block) => block.id));
  for (let n = 1; ; n++) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}

/** A block of this type with nothing written yet. */
export function newBlock(type: BlockType, blocks: readonly PageBlock[]): PageBlock {
  const empty = emptyOf(shapeOf(blockSchemas().types[type])) as Record<string, unknown>;
  if (type === 'hero') empty.variant = 'page';
  return { ...empty, type, id: newBlockId(type, blocks) } as PageBlock;
}

/** A copy of the block at `index`, just below it, with an id of its own (and no anchor: anchors are unique). */
export function duplicateBlock(blocks: readonly PageBlock[], index: number): PageBlock[] {
  const original = blocks[index];
  if (!original || blocks.length >= maxBlocks) return [...blocks];
  const copy = structuredClone(original) as PageBlock & { anchor?: string };
  copy.id = newBlockId(original.type, blocks);
  delete copy.anchor;
  return [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)];
}

/** The list with the item at `from` moved to `to` (clamped to the list); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * Errors at a save's block paths follow their blocks as the list is reordered: the error of the
 * block moved from `from` to `to` is at its new place. (Other keys stay.)
 */
export function moveErrors(errors: Record<string, string>, from: number, to: number): Record<string, string> {
  const order = moveItem(
    Array.from({ length: Math.max(from, to) + 1 }, (_, i) => i),
    from,
    to,
  );
  const next: Record<string, string> = {};
  for (const [key, code] of Object.entries(errors)) {
    const match = /^blocks\.(\d+)(\..*)?$/.exec(key);
    if (!match) next[key] = code;
    else {
      const at = Number(match[1]);
      const now = at < order.length ? order.indexOf(at) : at;
      next[`blocks.${now}${match[2] ?? ''}`] = code;
    }
  }
  return next;
}

export { blockTypes };

/** Every text of the form in one language, one a line: what "Copy my text" puts on the clipboard in a conflict. */
export function pageTexts(values: PageFormValues, language: Language): string[] {
  const found: string[] = [values.translations[language].title, values.translations[language].description];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const text = record[language];
      if (typeof text === 'string' || Array.isArray(text)) found.push(Array.isArray(text) ? text.join(', ') : text);
      else Object.values(record).forEach(walk);
    }
  };
  walk(values.blocks);
  return found.filter((text) => text.trim() !== '');
}
