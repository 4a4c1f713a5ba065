import { announceEnqueued } from '../outbox/outbox.ts';
import { queueContentEvents } from '../webhooks/content.ts';
import type { Page } from '../../db/generated/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { requireViewer } from '../auth/permissions.ts';
import { syncPageMediaUses } from '../media/uses.ts';
import {
  announce,
  deleteVersioned,
  discardChanges,
  holdChanges,
  isLive,
  noPendingChanges,
  publishChanges,
  takeOffSite,
  unpublishTime,
  followNewAddress,
  parseCreateKey,
  parseVersion,
  publicationTime,
  recordRevision,
  restoreVersion,
  saveVersion,
  writeVersion,
  type ContentKind,
  type RevisionStore,
  type Writer,
} from '../publishing/versioned.ts';
import { requireDraftUnlessReviewer } from '../publishing/contributorRules.ts';
import { revisionReads } from '../publishing/revisionReads.ts';
import { trackPageTranslations } from '../translations/track.ts';
import { parsePageInput, requireLinkedPages, type PageInput } from './input.ts';

// Every change to a page: checked (input.ts) and written as everything staff publish is
// (publishing/versioned.ts: one transaction with its revision, 409 on a stale version, audited,
// announced to every process's public caches when visitors see or saw it), its images recorded; a
// published page's new path leaves a redirect from its old one (services/redirects).

export const pageNotFound = 'Page not found';
export const pageConflict =
  'Someone else saved this page after you opened it. Reload it to see their changes, or copy your text first so you can add it again.';

export const pageRevisions: RevisionStore = {
  latest: (tx, pageId) => tx.pageRevision.findFirst({ where: { pageId }, orderBy: { id: 'desc' } }),
  create: (tx, pageId, data) => tx.pageRevision.create({ data: { pageId, ...data } }),
  replace: (tx, id, data) => tx.pageRevision.update({ where: { id }, data }),
  ...revisionReads('PageRevision', 'pageId', (db) => db.pageRevision),
};

export const pageKind: ContentKind<Page> = {
  name: 'page',
  notFound: pageNotFound,
  conflict: pageConflict,
  find: (tx, id) => tx.page.findUnique({ where: { id } }),
  address: (page) => page.path,
  swap: async (tx, id, version, data) => (await tx.page.updateMany({ where: { id, version }, data: { ...data, version: { increment: 1 } } })).count,
  snapshot: pageSnapshot,
  derive: async (tx, id) => {
    await syncPageMediaUses(tx, id);
    await trackPageTranslations(tx, id);
  },
  put: async (tx, current, version, snapshot, more, whenTaken) => {
    const input = parsePageInput({ ...snapshot, status: current.status, publishedAt: current.publishedAt, unpublishAt: null });
    // The home page keeps its path (keepHome); another keeps its own when a page has taken the old one
    // since (a restore), or is refused (409: published changes mean their new path).
    if (whenTaken === 'refuse' && current.path !== '/') await checkPathFree(tx, input.path, current.id);
    const taken = input.path !== current.path && (current.path === '/' || (await tx.page.findUnique({ where: { path: input.path }, select: { id: true } })));
    const { unpublishAt: _kept, ...content } = columns(input, current);
    await writeVersion(tx, pageKind, current, version, { ...content, path: taken ? current.path : input.path, ...more });
    await writeTranslations(tx, current.id, input);
  },
  revisions: pageRevisions,
};

/**
 * Creates a page. With a `createKey` (made by the editor once per new page), a retry after a lost
 * answer gets the page the first try made, not a second.
 */
export async function createPage(ctx: Writer, rawInput: unknown, rawCreateKey?: unknown): Promise<Page> {
  const viewer = requireViewer(ctx);
  const input = parsePageInput(rawInput);
  const createKey = parseCreateKey(rawCreateKey);
  // Creates run one at a time: a retry sent at once to another process finds the first try's page.
  let hooked = 0;
  const { page, retried } = await transaction(
    ctx.db,
    async (tx) => {
      if (createKey) {
        const made = await tx.page.findUnique({ where: { createKey } });
        const maker = made && (await tx.pageRevision.findFirst({ where: { pageId: made.id }, orderBy: { id: 'asc' }, select: { editorId: true } }));
        if (made && maker?.editorId === viewer.id) return { page: made, retried: true };
        if (made) throw apiError('CONFLICT', 'This create key belongs to another page', { createKey: 'taken' });
      }
      await checkPathFree(tx, input.path, null);
      await checkLinks(tx, input, null);
      const created = await tx.page.create({ data: { ...columns(input, null), version: 1, createKey } });
      requireDraftUnlessReviewer(viewer, created);
      await writeTranslations(tx, created.id, input);
      await pageKind.derive(tx, created.id);
      await followNewAddress(tx, pageKind, created);
      await recordRevision(tx, ctx, pageKind, created.id, 1, 'created');
      // Made published: its webhook, in this transaction (services/webhooks).
      hooked = await queueContentEvents(tx, 'page', { id: created.id, status: 'DRAFT', publishedAt: null }, created, pageKind.address(created));
      return { page: created, retried: false };
    },
    { serialKey: 'page creates' },
  );
  if (hooked) announceEnqueued(ctx.db);
  if (!retried) await announce(ctx, pageKind, 'page.created', page, { path: page.path, status: page.status }, page.status === 'PUBLISHED');
  return page;
}

/** Saves an edit made from `version`; 409 if the page has changed since. */
/**
 * The home page stays: the site has a page at / (every visit starts there), so it is edited, never
 * moved, taken off the site or deleted. Refused with `home` at the field that would do it.
 */
function keepHome(current: { path: string; status: string }, change: { path?: string; status?: string; publishedAt?: Date | null; deleting?: boolean }): void {
  if (current.path !== '/') return;
  if (change.deleting) throw apiError('CONFLICT', 'The home page cannot be deleted: edit it instead', { id: 'home' });
  if (change.path !== undefined && change.path !== '/')
    throw apiError('BAD_USER_INPUT', 'The home page stays at /: make a new page for another path', { path: 'home' });
  if (current.status === 'PUBLISHED' && change.status !== undefined && change.status !== 'PUBLISHED') {
    throw apiError('BAD_USER_INPUT', 'The home page cannot be taken off the site: edit it instead', { status: 'home' });
  }
  // A publication time to come would take it off the site until then, as unpublishing would.
  if (current.status === 'PUBLISHED' && change.publishedAt && change.publishedAt.getTime() > Date.now()) {
    throw apiError('BAD_USER_INPUT', 'The home page cannot be scheduled: it stays on the site, and its changes show when saved', { publishedAt: 'home' });
  }
}

export async function updatePage(ctx: Writer, id: number, rawInput: unknown, rawVersion: unknown): Promise<Page> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, pageKind);
  const input = parsePageInput(rawInput);
  return saveVersion(ctx, pageKind, id, version, 'updated', async (tx, current) => {
    keepHome(current, input);
    if (current.path === '/' && input.unpublishAt)
      throw apiError('BAD_USER_INPUT', 'The home page cannot be taken off the site: edit it instead', { unpublishAt: 'home' });
    await checkPathFree(tx, input.path, id);
    await checkLinks(tx, input, current);
    // An edit of what visitors read now, still to be published, waits as pending changes.
    if (isLive(current) && input.status === 'PUBLISHED') {
      const unpublishAt = unpublishTime(input.unpublishAt, current.publishedAt);
      const pending = { path: input.path, translations: input.translations, blocks: input.blocks };
      return holdChanges(tx, pageKind, current, version, { ...(await pageSnapshot(tx, id)), ...pending }, { unpublishAt }, ctx.viewer);
    }
    await writeVersion(tx, pageKind, current, version, { ...columns(input, current), ...noPendingChanges });
    await writeTranslations(tx, id, input);
  });
}

/** Publishes a live page's pending changes now, or schedules them (`publishAt` in the future). */
export function publishPageChanges(ctx: Writer, id: number, rawVersion: unknown, publishAt: Date | null, alongside?: (tx: Tx) => Promise<void>): Promise<Page> {
  return publishChanges(ctx, pageKind, id, rawVersion, publishAt, alongside);
}

/** Drops a live page's pending changes: visitors keep the published page. */
export function discardPageChanges(ctx: Writer, id: number, rawVersion: unknown): Promise<Page> {
  return discardChanges(ctx, pageKind, id, rawVersion);
}

/**
 * Makes a page public now, or at `publishedAt` when that is in the future (scheduled): its texts must
 * be written in each of its languages. `alongside` is written in the same transaction (an approval
 * ends the page's review: publishing/review.ts).
 */
export async function publishPage(
  ctx: Writer,
  id: number,
  rawVersion: unknown,
  publishedAt: Date | null,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<Page> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, pageKind);
  return saveVersion(ctx, pageKind, id, version, 'published', async (tx, current) => {
    await alongside?.(tx);
    keepHome(current, { status: 'PUBLISHED', publishedAt });
    parsePageInput({ ...(await pageSnapshot(tx, id)), status: 'PUBLISHED' });
    await writeVersion(tx, pageKind, current, version, { status: 'PUBLISHED', publishedAt: publicationTime('PUBLISHED', publishedAt, current) });
  });
}

/** Takes a page off the public site; it becomes a draft again. */
export async function unpublishPage(ctx: Writer, id: number, rawVersion: unknown): Promise<Page> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, pageKind);
  return saveVersion(ctx, pageKind, id, version, 'unpublished', (tx, current) => {
    keepHome(current, { status: 'DRAFT' });
    return takeOffSite(tx, pageKind, current, version);
  });
}

/**
 * Puts back what a page was after an earlier save, as a new save. Its content only: the page keeps
 * its state (a published page takes only a version complete in its languages), and its path when
 * another page has taken the old one since.
 */
export async function restorePageRevision(ctx: Writer, id: number, revisionVersion: number, rawVersion: unknown): Promise<Page> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, pageKind);
  return restoreVersion(ctx, pageKind, id, revisionVersion, version);
}

/** Deletes a page for good (mayDelete: admins, or who made a draft never published), with its history; menus that linked to it show the link as broken. */
export function deletePage(ctx: Writer, id: number): Promise<void> {
  return deleteVersioned(ctx, pageKind, id, async (tx, page) => {
    keepHome(page, { deleting: true });
    const translations = await tx.pageTranslation.findMany({ where: { pageId: id }, select: { locale: true, title: true } });
    await tx.page.delete({ where: { id } });
    // Its titles stay in the log: the activity feed still names the page it deleted.
    return { path: page.path, titles: Object.fromEntries(translations.map((translation) => [translation.locale, translation.title])) };
  });
}

/** The page as it is now, in the shape a write takes: what a revision keeps. */
export async function pageSnapshot(tx: Tx, pageId: number) {
  const page = await tx.page.findUniqueOrThrow({ where: { id: pageId }, include: { translations: true } });
  return {
    path: page.path,
    status: page.status,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    translations: Object.fromEntries(
      languages.flatMap((locale) =>
        page.translations
          .filter((translation) => translation.locale === locale)
          .map(({ title, description, socialImage }) => [locale, { title, description, socialImage }]),
      ),
    ),
    blocks: JSON.parse(page.blocks) as unknown[],
  };
}

/** The columns an input sets; a write carries the whole page, so a date left out is none (publicationTime). */
function columns(input: PageInput, current: Page | null) {
  const publishedAt = publicationTime(input.status, input.publishedAt, current);
  return {
    path: input.path,
    status: input.status,
    publishedAt,
    unpublishAt: unpublishTime(input.unpublishAt, publishedAt),
    blocks: JSON.stringify(input.blocks),
  };
}

/** 409 when another page has the path. */
async function checkPathFree(tx: Tx, path: string, pageId: number | null) {
  const holder = await tx.page.findUnique({ where: { path }, select: { id: true } });
  if (holder && holder.id !== pageId) throw apiError('CONFLICT', `Another page is at ${path}: give this one another path`, { path: 'taken' });
}

/**
 * Every link the blocks add names a page that exists (a draft is fine: the link shows once it is
 * published). A link kept from the version saved may name a page deleted since: it stays, flagged.
 */
async function checkLinks(tx: Tx, input: PageInput, current: Page | null) {
  await requireLinkedPages(tx, 'blocks', input.blocks, current ? JSON.parse(current.blocks) : []);
}

/** The languages given (the others removed). */
async function writeTranslations(tx: Tx, pageId: number, input: PageInput) {
  const given = languages.filter((locale) => input.translations[locale]);
  await tx.pageTranslation.deleteMany({ where: { pageId, locale: { notIn: given } } });
  for (const locale of given) {
    const data = input.translations[locale]!;
    await tx.pageTranslation.upsert({ where: { pageId_locale: { pageId, locale } }, update: data, create: { pageId, locale, ...data } });
  }
}
