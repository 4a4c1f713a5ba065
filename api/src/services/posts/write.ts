import { announceEnqueued } from '../outbox/outbox.ts';
import { queueContentEvents } from '../webhooks/content.ts';
import { randomBytes } from 'node:crypto';
import type { Post } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { requireViewer } from '../auth/permissions.ts';
import { readTimeMinutes } from '../readTime.ts';
import { reindexPost } from './fullText/searchIndex.ts';
import { syncMediaUses } from '../media/uses.ts';
import { fileTags } from '../tags/filing.ts';
import { slugFromTitle } from '../../../../web/src/api/postRules.ts';
import { articlePath } from '../../../../web/src/api/redirectRules.ts';
import { parsePostInput, type PostInput } from './input.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { postRevisions, snapshotOf } from './revisions.ts';
import { trackPostTranslations } from '../translations/track.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import {
  announce,
  discardChanges,
  deleteVersioned,
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
  type Writer,
} from '../publishing/versioned.ts';
import { requireDraftUnlessReviewer } from '../publishing/contributorRules.ts';

// Every change to a post: checked (input.ts) and written as everything staff publish is
// (publishing/versioned.ts: one transaction with its revision, 409 on a stale version, audited,
// announced to the public caches), with its search rows and the images it shows kept in step; a
// published post's new slug leaves a redirect from its old address (services/redirects).

export const notFoundMessage = 'Blog post not found';
export const conflictMessage =
  'Someone else saved this post after you opened it. Reload it to see their changes, or copy your text first so you can add it again.';

export const postKind: ContentKind<Post> = {
  name: 'post',
  notFound: notFoundMessage,
  conflict: conflictMessage,
  find: (tx, id) => tx.post.findUnique({ where: { id } }),
  address: (post) => articlePath(post.slug),
  swap: async (tx, id, version, data) => (await tx.post.updateMany({ where: { id, version }, data: { ...data, version: { increment: 1 } } })).count,
  snapshot: snapshotOf,
  derive: async (tx, id) => {
    await syncMediaUses(tx, id);
    await reindexPost(tx, id);
    await trackPostTranslations(tx, id);
  },
  put: async (tx, current, version, snapshot, more, taken) => {
    const input = parsePostInput({ ...snapshot, status: current.status, publishedAt: current.publishedAt, unpublishAt: null });
    // The slug of then may belong to another post now: keep today's (a restore), or let writeColumns refuse it (409).
    const slugTaken =
      taken === 'keep' && input.slug && input.slug !== current.slug && (await tx.post.findUnique({ where: { slug: input.slug }, select: { id: true } }));
    const { unpublishAt: _kept, ...content } = columns(input, current);
    await writeColumns(tx, current, version, { ...content, slug: slugTaken ? current.slug : (input.slug ?? current.slug), ...more });
    await writeContent(tx, current.id, input);
  },
  revisions: postRevisions,
};

/**
 * Creates a post; its author is the signed-in staff member. With a `createKey` (made by the editor
 * once per new post), a retry after a lost answer gets the post the first try made, not a second.
 */
export async function createPost(ctx: Writer, rawInput: unknown, rawCreateKey?: unknown): Promise<Post> {
  const viewer = requireViewer(ctx);
  const input = parsePostInput(rawInput);
  const createKey = parseCreateKey(rawCreateKey);
  // Creates run one at a time (the lock also picks free slugs): a retry sent at once to another
  // process finds the first try's post here rather than colliding with it.
  let hooked = 0;
  const { post, retried } = await transaction(
    ctx.db,
    async (tx) => {
      if (createKey) {
        const made = await tx.post.findUnique({ where: { createKey } });
        if (made && made.authorId === viewer.id) return { post: made, retried: true };
        if (made) throw apiError('CONFLICT', 'This create key belongs to another post', { createKey: 'taken' });
      }
      const slug = input.slug ?? (await freeSlug(tx, input));
      const created = await tx.post.create({
        data: { slug, ...columns(input, null), authorId: viewer.id, version: 1, createKey },
      });
      requireDraftUnlessReviewer(viewer, created);
      await writeContent(tx, created.id, input);
      await postKind.derive(tx, created.id);
      await followNewAddress(tx, postKind, created);
      await recordRevision(tx, ctx, postKind, created.id, 1, 'created');
      // Made published: its webhook, in this transaction (services/webhooks).
      hooked = await queueContentEvents(tx, 'post', { id: created.id, status: 'DRAFT', publishedAt: null }, created, postKind.address(created));
      return { post: created, retried: false };
    },
    { serialKey: 'post creates' },
  );
  if (hooked) announceEnqueued(ctx.db);
  if (!retried) await announce(ctx, postKind, 'post.created', post, { status: post.status }, post.status === 'PUBLISHED');
  return post;
}

/** Saves an edit made from `version`; 409 if the post has changed since. */
export async function updatePost(ctx: Writer, id: number, rawInput: unknown, rawVersion: unknown): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, postKind);
  const input = parsePostInput(rawInput);
  return saveVersion(ctx, postKind, id, version, 'updated', async (tx, current) => {
    const slug = input.slug ?? current.slug;
    // An edit of what visitors read now, still to be published, waits as pending changes.
    if (isLive(current) && input.status === 'PUBLISHED') {
      await checkSlugFree(tx, current, slug);
      const unpublishAt = unpublishTime(input.unpublishAt, current.publishedAt);
      return holdChanges(tx, postKind, current, version, { ...(await snapshotOf(tx, id)), ...pendingSnapshot(input, slug) }, { unpublishAt }, ctx.viewer);
    }
    await writeColumns(tx, current, version, { slug, ...columns(input, current), ...noPendingChanges });
    await writeContent(tx, id, input);
  });
}

/** The pending changes an edit of a live post keeps: its content, in a revision's shape. */
function pendingSnapshot(input: PostInput, slug: string) {
  return { slug, featured: input.featured, coverImage: input.coverImage, tags: input.tags, translations: input.translations };
}

/** Publishes a live post's pending changes now, or schedules them (`publishAt` in the future). */
export function publishPostChanges(ctx: Writer, id: number, rawVersion: unknown, publishAt: Date | null, alongside?: (tx: Tx) => Promise<void>): Promise<Post> {
  return publishChanges(ctx, postKind, id, rawVersion, publishAt, alongside);
}

/** Drops a live post's pending changes: visitors keep the published text. */
export function discardPostChanges(ctx: Writer, id: number, rawVersion: unknown): Promise<Post> {
  return discardChanges(ctx, postKind, id, rawVersion);
}

/**
 * Makes a post public now, or at `publishedAt` when that is in the future (scheduled). `alongside`
 * is written in the same transaction (an approval ends the post's review: publishing/review.ts).
 */
export async function publishPost(
  ctx: Writer,
  id: number,
  rawVersion: unknown,
  publishedAt: Date | null,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, postKind);
  return saveVersion(ctx, postKind, id, version, 'published', async (tx, current) => {
    await alongside?.(tx);
    const bodies = await tx.postTranslation.count({ where: { postId: id, NOT: { body: '' } } });
    if (bodies === 0) throw apiError('BAD_USER_INPUT', 'A published post needs a body in at least one language', { body: 'required' });
    await writeColumns(tx, current, version, { status: 'PUBLISHED', publishedAt: publicationTime('PUBLISHED', publishedAt, current) });
  });
}

/** Takes a post off the public site; it becomes a draft again. */
export async function unpublishPost(ctx: Writer, id: number, rawVersion: unknown): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, postKind);
  return saveVersion(ctx, postKind, id, version, 'unpublished', (tx, current) => takeOffSite(tx, postKind, current, version));
}

/**
 * Puts back what a post said after an earlier save, as a new save (the history keeps both). Its
 * content only: the post stays published, scheduled or withdrawn as it is now, so restoring an old
 * text never brings a withdrawn post back.
 */
export async function restoreRevision(ctx: Writer, id: number, revisionVersion: number, rawVersion: unknown): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion, postKind);
  return restoreVersion(ctx, postKind, id, revisionVersion, version);
}

/** Deletes a post for good (mayDelete: admins, or who wrote a draft never published); its revisions, likes and counters go with it. */
export function deletePost(ctx: Writer, id: number): Promise<void> {
  return deleteVersioned(ctx, postKind, id, async (tx, post) => {
    const translations = await tx.postTranslation.findMany({ where: { postId: id }, select: { locale: true, title: true } });
    await tx.post.delete({ where: { id } });
    await reindexPost(tx, id);
    // Its titles stay in the log: the staff's activity feed still names the post it deleted.
    return { slug: post.slug, titles: Object.fromEntries(translations.map((translation) => [translation.locale, translation.title])) };
  });
}

/** Writes the post's own columns and raises its version (publishing/versioned.ts), once its new slug is known to be free. */
async function writeColumns(tx: Tx, current: Post, version: number, data: Record<string, unknown>) {
  if (data.slug) await checkSlugFree(tx, current, String(data.slug));
  await writeVersion(tx, postKind, current, version, data);
}

/** 409 when another post has the slug. */
async function checkSlugFree(tx: Tx, current: Post, slug: string) {
  if (slug !== current.slug && (await tx.post.findUnique({ where: { slug }, select: { id: true } }))) {
    throw apiError('CONFLICT', 'Another post already uses this slug', { slug: 'taken' });
  }
}

/** The columns an input sets; a write carries the whole post, so a date left out is none (publicationTime). */
function columns(input: PostInput, current: Post | null) {
  const publishedAt = publicationTime(input.status, input.publishedAt, current);
  return {
    status: input.status,
    publishedAt,
    unpublishAt: input.status === 'ARCHIVED' ? null : unpublishTime(input.unpublishAt, publishedAt),
    featured: input.featured,
    coverImage: input.coverImage,
  };
}

/** Translations (the languages given; the others removed) and tags (new names created: services/tags/filing.ts). */
async function writeContent(tx: Tx, postId: number, input: PostInput) {
  const given = languages.filter((locale) => input.translations[locale]);
  await tx.postTranslation.deleteMany({ where: { postId, locale: { notIn: given } } });
  for (const locale of given) {
    const translation = input.translations[locale]!;
    const data = { ...translation, readTimeMinutes: readTimeMinutes(translation.body) };
    await tx.postTranslation.upsert({ where: { postId_locale: { postId, locale } }, update: data, create: { postId, locale, ...data } });
  }
  const tagIds = await fileTags(tx, input.tags);
  await tx.postTag.deleteMany({ where: { postId } });
  if (tagIds.length) await tx.postTag.createMany({ data: tagIds.map((tagId) => ({ postId, tagId })) });
}

/** A slug from the English title (or the Arabic one's post number), made unique with -2, -3… */
async function freeSlug(tx: Tx, input: PostInput): Promise<string> {
  const base = slugFromTitle(input.translations.en?.title ?? '') || `post-${randomBytes(3).toString('hex')}`;
  for (let n = 1; n < 100; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 95)}-${n}`;
    if (!(await tx.post.findUnique({ where: { slug }, select: { id: true } }))) return slug;
  }
  return `${base.slice(0, 90)}-${randomBytes(3).toString('hex')}`;
}
