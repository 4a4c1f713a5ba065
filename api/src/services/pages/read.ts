import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { isReviewer } from '../auth/permissions.ts';
import { localize, pageLinksIn, type LocalizedBlock, type Localizer } from '../../../../web/src/api/localizeBlocks.ts';
import type { PageBlock } from '../../../../web/src/api/pageBlocks.ts';
import { fillPlaceholders, placeholderValues, type PlaceholderName } from '../../../../web/src/api/pageRules.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { loadInBatch } from '../batch.ts';
import { storedImageAddress } from '../media/formats.ts';
import { loadImagesByHash, type ImageView } from '../media/images.ts';
import { publishedNow, scheduledAfter } from '../publishing/versioned.ts';

// Who may see which page, and a page as visitors read it: in one language, its placeholders filled
// in from the site settings in that language, its links to pages visitors can see made addresses.
// Every path that reaches a page for visitors (pageByPath, node, pages, menus, the sitemap) goes
// through these rules, which are the posts' (publishing/versioned.ts).

type Caller = Pick<Context, 'viewer'>;

/** Published pages whose publication time has come: all that visitors may read. */
export function publishedPageWhere(): Prisma.PageWhereInput {
  return publishedNow();
}

/** Published pages that become public by time alone, after the given moment (scheduled ones). */
export function scheduledPageWhere(after: Date): Prisma.PageWhereInput {
  return scheduledAfter(after);
}

/** Pages this caller may reach: editors and admins every page, anyone else the published, due ones. */
export function visiblePageWhere(ctx: Caller): Prisma.PageWhereInput {
  if (isReviewer(ctx.viewer)) return {};
  // A contributor also reaches the pages they made (the first revision is the maker's).
  if (ctx.viewer) return { OR: [publishedPageWhere(), { revisions: { some: { action: 'created', editorId: ctx.viewer.id } } }] };
  return publishedPageWhere();
}

/** The pages visitors may read now, with what the sitemap says of them. */
export function publicPages(db: Db) {
  return db.page.findMany({
    where: publishedPageWhere(),
    orderBy: { path: 'asc' },
    select: { path: true, updatedAt: true, translations: { select: { locale: true } } },
  });
}

// The blocks and menus read lately, by their stored JSON: parsed once, not per field and per request
// (the home page's blocks are 100 KB), with what they link to and show (below). Never changed by their readers.
const parsedJson = new Map<string, unknown>();
const parsedJsonKept = 64;

/** A page's blocks or a menu's items as stored (checked by every write), parsed. */
export function storedJson<T>(json: string): T {
  let parsed = parsedJson.get(json);
  if (parsed === undefined) {
    parsed = JSON.parse(json);
    if (parsedJson.size >= parsedJsonKept) parsedJson.delete(parsedJson.keys().next().value!);
    parsedJson.set(json, parsed);
  }
  return parsed as T;
}

/** A page's blocks as stored (checked by every write). */
export const storedBlocks = (blocks: string) => storedJson<PageBlock[]>(blocks);

/**
 * A page's stored blocks, read when a field asks for them (a list of pages' titles reads none: a
 * hundred large pages read whole for their titles held the one event loop for seconds, found by the
 * outside attack), with those every other row of the request asks for in one statement.
 */
export async function blocksOf(ctx: Pick<Context, 'db'>, page: { id: number; blocks?: string }): Promise<PageBlock[]> {
  if (page.blocks !== undefined) return storedBlocks(page.blocks);
  const stored = await loadInBatch(ctx, 'page blocks', page.id, async (ids: number[]) => {
    const rows = await ctx.db.page.findMany({ where: { id: { in: ids } }, select: { id: true, blocks: true } });
    return new Map(rows.map((row) => [row.id, row.blocks]));
  });
  return storedBlocks(stored ?? '[]');
}

/** The text of the placeholders in a language, from the settings visitors see. */
export async function placeholdersIn(ctx: Pick<Context, 'siteSettings'>, language: Language): Promise<Record<PlaceholderName, string>> {
  return placeholderValues(await ctx.siteSettings.readPublic(), language);
}

/** A page's blocks in one language as visitors read them. */
export async function localizedBlocks(
  ctx: Pick<Context, 'siteSettings' | 'publicSite' | 'request'>,
  blocks: PageBlock[],
  language: Language,
): Promise<LocalizedBlock[]> {
  return (await localizedValue(ctx, blocks, language)) as LocalizedBlock[];
}

// What a parsed value (storedJson keeps them) reads as in a language, by what else that depends on
// (the placeholders' values and the paths of the pages it links to): the same read costs one lookup.
const localized = new WeakMap<object, Map<string, unknown>>();

/** Anything of texts and links (a page's blocks, a menu's items) in one language as visitors read it. */
export async function localizedValue(ctx: Pick<Context, 'siteSettings' | 'publicSite' | 'request'>, value: unknown, language: Language): Promise<unknown> {
  const { values, paths } = await localizationOf(ctx, value, language);
  if (!value || typeof value !== 'object') return localize(value, language, localizer(values, paths));
  const key = JSON.stringify([language, values, [...paths]]);
  let kept = localized.get(value);
  if (!kept) localized.set(value, (kept = new Map()));
  if (!kept.has(key)) {
    if (kept.size >= 4) kept.delete(kept.keys().next().value!);
    kept.set(key, localize(value, language, localizer(values, paths)));
  }
  return kept.get(key);
}

async function localizationOf(ctx: Pick<Context, 'siteSettings' | 'publicSite' | 'request'>, value: unknown, language: Language) {
  const values = await placeholdersIn(ctx, language);
  const paths = await publicPathsOf(
    ctx,
    linkedPagesOf(value).map((link) => link.pageId),
  );
  return { values, paths };
}

function localizer(values: Record<PlaceholderName, string>, paths: Map<number, string>): Localizer {
  return {
    text: (text) => fillPlaceholders(text, values),
    pageHref: (pageId, hash) => {
      const path = paths.get(pageId);
      return path === undefined ? null : `${path}${hash ? `#${hash}` : ''}`;
    },
  };
}

/**
 * The paths of the pages visitors may read among these, by id: from what the request reads with its
 * menus (PublicSite: kept per state of the content, or read once for the request with the cache off).
 */
export async function publicPathsOf(ctx: Pick<Context, 'publicSite' | 'request'>, ids: number[]): Promise<Map<number, string>> {
  const { pagePaths } = await ctx.publicSite.menus(ctx.request);
  return new Map([...new Set(ids)].flatMap((id) => (pagePaths.has(id) ? [[id, pagePaths.get(id)!] as const] : [])));
}

/** What a value of blocks or menu items names, worked out once per parsed value (storedBlocks keeps them). */
const linkedPages = new WeakMap<object, ReturnType<typeof pageLinksIn>>();
const imageAddresses = new WeakMap<object, { address: string; hash: string }[]>();

function linkedPagesOf(value: unknown): ReturnType<typeof pageLinksIn> {
  if (!value || typeof value !== 'object') return [];
  let links = linkedPages.get(value);
  if (!links) linkedPages.set(value, (links = pageLinksIn(value)));
  return links;
}

function imageAddressesOf(value: unknown): { address: string; hash: string }[] {
  if (!value || typeof value !== 'object') return [];
  let addresses = imageAddresses.get(value);
  if (!addresses) {
    // Only an address on this site (a path) can name an uploaded image: the page's words are not parsed as addresses.
    addresses = [...new Set(stringsIn(value).filter((text) => text.startsWith('/')))].flatMap((address) => {
      const stored = storedImageAddress(address);
      return stored ? [{ address, hash: stored.hash }] : [];
    });
    imageAddresses.set(value, addresses);
  }
  return addresses;
}

/** The stored images a page shows (its blocks name them by address), each with what a page needs to show it. */
export async function imagesOf(ctx: Pick<Context, 'db'>, value: unknown): Promise<{ address: string; image: ImageView }[]> {
  const addresses = imageAddressesOf(value);
  const views = await Promise.all(addresses.map(({ hash }) => loadInBatch(ctx, 'images', hash, (keys: string[]) => loadImagesByHash(ctx.db, keys))));
  return addresses.flatMap(({ address }, i) => (views[i] ? [{ address, image: views[i] }] : []));
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
