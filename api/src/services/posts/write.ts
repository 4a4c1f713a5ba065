import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Post, Prisma } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { recordAudit, type AuditAction } from '../audit.ts';
import { requireAdmin, requireViewer } from '../auth/permissions.ts';
import { readTimeMinutes } from '../readTime.ts';
import { reindexPost } from './fullText/searchIndex.ts';
import { syncMediaUses } from '../media/uses.ts';
import { slugFromTitle } from '../../../../web/src/api/postRules.ts';
import { parseCreateKey, parsePostInput, parseVersion, type PostInput } from './input.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { snapshotOf, type RevisionAction } from './revisions.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

// Every change to a post: checked (input.ts), made in one transaction with its revision and its
// search rows, refused with 409 when the post changed since the editor read it (optimistic locking),
// audited, and announced to the public caches once committed.

/** What a post write reads of its request: who writes, from where, the database, and the public caches to empty. */
type Writer = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent'>;

export const notFoundMessage = 'Blog post not found';
export const conflictMessage =
  'Someone else saved this post after you opened it. Reload it to see their changes, or copy your text first so you can add it again.';

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
      await writeContent(tx, created.id, input);
      await syncMediaUses(tx, created.id);
      await recordRevision(tx, ctx, created.id, 1, 'created');
      await reindexPost(tx, created.id);
      return { post: created, retried: false };
    },
    { serialKey: 'post creates' },
  );
  if (!retried) await afterWrite(ctx, 'post.created', post, { status: post.status }, post.status === 'PUBLISHED');
  return post;
}

/** Saves an edit made from `version`; 409 if the post has changed since. */
export async function updatePost(ctx: Writer, id: number, rawInput: unknown, rawVersion: unknown): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion);
  const input = parsePostInput(rawInput);
  return save(ctx, id, version, 'updated', async (tx, current) => {
    await writeColumns(tx, current, version, { slug: input.slug ?? current.slug, ...columns(input, current) });
    await writeContent(tx, id, input);
  });
}

/** Makes a post public now, or at `publishedAt` when that is in the future (scheduled). */
export async function publishPost(ctx: Writer, id: number, rawVersion: unknown, publishedAt: Date | null): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion);
  return save(ctx, id, version, 'published', async (tx, current) => {
    const bodies = await tx.postTranslation.count({ where: { postId: id, NOT: { body: '' } } });
    if (bodies === 0) throw apiError('BAD_USER_INPUT', 'A published post needs a body in at least one language', { body: 'required' });
    await writeColumns(tx, current, version, {
      status: 'PUBLISHED',
      publishedAt: publishedAt ?? (current.status === 'PUBLISHED' ? current.publishedAt : null) ?? new Date(),
    });
  });
}

/** Takes a post off the public site; it becomes a draft again. */
export async function unpublishPost(ctx: Writer, id: number, rawVersion: unknown): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion);
  return save(ctx, id, version, 'unpublished', (tx, current) => writeColumns(tx, current, version, { status: 'DRAFT' }));
}

/**
 * Puts back what a post said after an earlier save, as a new save (the history keeps both). Its
 * content only: the post stays published, scheduled or withdrawn as it is now, so restoring an old
 * text never brings a withdrawn post back.
 */
export async function restoreRevision(ctx: Writer, id: number, revisionVersion: number, rawVersion: unknown): Promise<Post> {
  requireViewer(ctx);
  const version = parseVersion(rawVersion);
  return save(ctx, id, version, 'restored', async (tx, current) => {
    const revision = await tx.postRevision.findFirst({ where: { postId: id, version: revisionVersion }, orderBy: { id: 'desc' } });
    if (!revision) throw apiError('NOT_FOUND', 'This revision does not exist');
    const snapshot = JSON.parse(revision.snapshot) as Record<string, unknown>;
    const input = parsePostInput({ ...snapshot, status: current.status, publishedAt: current.publishedAt });
    // The slug of then may belong to another post now: keep today's rather than fail.
    const slugTaken = input.slug && input.slug !== current.slug && (await tx.post.findUnique({ where: { slug: input.slug }, select: { id: true } }));
    await writeColumns(tx, current, version, { ...columns(input, current), slug: slugTaken ? current.slug : (input.slug ?? current.slug) });
    await writeContent(tx, id, input);
  });
}

/** Deletes a post for good (admins only); its revisions, likes and counters go with it. */
export async function deletePost(ctx: Writer, id: number): Promise<void> {
  requireAdmin(ctx);
  const post = await transaction(ctx.db, async (tx) => {
    const found = await tx.post.findUnique({ where: { id }, include: { translations: { select: { locale: true, title: true } } } });
    if (!found) throw apiError('NOT_FOUND', notFoundMessage);
    await tx.post.delete({ where: { id } });
    await reindexPost(tx, id);
    return found;
  });
  // Its titles stay in the log: the staff's activity feed still names the post it deleted.
  const titles = Object.fromEntries(post.translations.map((translation) => [translation.locale, translation.title]));
  await afterWrite(ctx, 'post.deleted', post, { slug: post.slug, titles }, post.status === 'PUBLISHED');
}

async function save(ctx: Writer, id: number, version: number, action: RevisionAction, change: (tx: Tx, current: Post) => Promise<unknown>): Promise<Post> {
  const { post, wasPublished } = await transaction(ctx.db, async (tx) => {
    const current = await tx.post.findUnique({ where: { id } });
    if (!current) throw apiError('NOT_FOUND', notFoundMessage);
    if (current.version !== version) throw apiError('CONFLICT', conflictMessage, { version: 'stale', currentVersion: current.version });
    await change(tx, current);
    await syncMediaUses(tx, id);
    await recordRevision(tx, ctx, id, version + 1, action);
    await reindexPost(tx, id);
    return { post: await tx.post.findUniqueOrThrow({ where: { id } }), wasPublished: current.status === 'PUBLISHED' };
  });
  const detail = { status: post.status, version: post.version, publishedAt: post.publishedAt?.toISOString() ?? null };
  await afterWrite(ctx, `post.${action}` as const, post, detail, wasPublished || post.status === 'PUBLISHED');
  return post;
}

/**
 * Writes the post's own columns and raises its version, only if no one else did since it was read
 * (compare-and-swap on the version: two saves at once cannot both pass the check above).
 */
async function writeColumns(tx: Tx, current: Post, version: number, data: Prisma.PostUncheckedUpdateManyInput) {
  if (data.slug && data.slug !== current.slug && (await tx.post.findUnique({ where: { slug: String(data.slug) }, select: { id: true } }))) {
    throw apiError('CONFLICT', 'Another post already uses this slug', { slug: 'taken' });
  }
  const { count } = await tx.post.updateMany({ where: { id: current.id, version }, data: { ...data, version: { increment: 1 } } });
  if (count === 0) throw apiError('CONFLICT', conflictMessage, { version: 'stale' });
}

/**
 * The columns an input sets; a write carries the whole post, so a date left out is none. A
 * published post without one goes out now (or keeps the date it went out); an archived one keeps
 * the date it had; a draft has none.
 */
function columns(input: PostInput, current: Post | null) {
  const kept = (status: Post['status']) => (current?.status === status ? current.publishedAt : null);
  const publishedAt =
    input.publishedAt ??
    (input.status === 'PUBLISHED' ? (kept('PUBLISHED') ?? new Date()) : input.status === 'ARCHIVED' ? (current?.publishedAt ?? null) : null);
  return { status: input.status, publishedAt, featured: input.featured, coverImage: input.coverImage };
}

/** Translations (the languages given; the others removed) and tags (unknown slugs created). */
async function writeContent(tx: Tx, postId: number, input: PostInput) {
  const given = languages.filter((locale) => input.translations[locale]);
  await tx.postTranslation.deleteMany({ where: { postId, locale: { notIn: given } } });
  for (const locale of given) {
    const translation = input.translations[locale]!;
    const data = { ...translation, readTimeMinutes: readTimeMinutes(translation.body) };
    await tx.postTranslation.upsert({ where: { postId_locale: { postId, locale } }, update: data, create: { postId, locale, ...data } });
  }
  const tagIds: number[] = [];
  for (const slug of input.tags) {
    const tag = await tx.tag.upsert({
      where: { slug },
      update: {},
      // A tag made on the fly is named after its slug in both languages; rename it later.
      create: { slug, translations: { create: languages.map((locale) => ({ locale, name: tagName(slug) })) } },
      select: { id: true },
    });
    tagIds.push(tag.id);
  }
  await tx.postTag.deleteMany({ where: { postId } });
  if (tagIds.length) await tx.postTag.createMany({ data: tagIds.map((tagId) => ({ postId, tagId })) });
}

const tagName = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Edits by one editor within this time of their previous edit are one revision (autosave writes often). */
export const revisionMergeMs = 10 * 60_000;

async function recordRevision(tx: Tx, ctx: Pick<Context, 'viewer'>, postId: number, version: number, action: RevisionAction) {
  const snapshot = JSON.stringify(await snapshotOf(tx, postId));
  const editorId = ctx.viewer?.id ?? null;
  if (action === 'updated') {
    const last = await tx.postRevision.findFirst({ where: { postId }, orderBy: { id: 'desc' } });
    if (last?.action === 'updated' && last.editorId === editorId && Date.now() - last.createdAt.getTime() < revisionMergeMs) {
      await tx.postRevision.update({ where: { id: last.id }, data: { version, snapshot } });
      return;
    }
  }
  await tx.postRevision.create({ data: { postId, version, action, editorId, snapshot } });
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

/**
 * Audits a write; when the post is or was published (scheduled ones included), visitors' pages and
 * every process's public cache must be made again. A draft's edits change nothing they see.
 */
async function afterWrite(ctx: Writer, action: AuditAction, post: Post, detail: Record<string, unknown>, seenByVisitors: boolean) {
  await recordAudit(ctx.db, { action, actorId: ctx.viewer?.id ?? null, target: `post:${post.id}`, ip: ctx.ip, detail });
  if (seenByVisitors) await ctx.publicContent.changed();
}
