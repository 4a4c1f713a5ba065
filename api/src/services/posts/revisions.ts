import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { requireViewer } from '../auth/permissions.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';

// Every save of a post keeps what the post was after it, as the same JSON a write takes, so an
// editor can read an earlier version and restore it through the ordinary save path.

export type RevisionAction = 'created' | 'updated' | 'published' | 'unpublished' | 'restored';

export interface PostSnapshot {
  slug: string;
  status: string;
  publishedAt: string | null;
  featured: boolean;
  coverImage: string | null;
  tags: string[];
  translations: Partial<Record<Language, { title: string; excerpt: string; body: string; seoTitle: string; seoDescription: string }>>;
}

/** The post as it is now, in the shape a write takes. */
export async function snapshotOf(tx: Prisma.TransactionClient, postId: number): Promise<PostSnapshot> {
  const post = await tx.post.findUniqueOrThrow({
    where: { id: postId },
    include: { translations: true, tags: { include: { tag: { select: { slug: true } } }, orderBy: { tag: { slug: 'asc' } } } },
  });
  return {
    slug: post.slug,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    featured: post.featured,
    coverImage: post.coverImage,
    tags: post.tags.map((postTag) => postTag.tag.slug),
    translations: Object.fromEntries(
      post.translations.map(({ locale, title, excerpt, body, seoTitle, seoDescription }) => [locale, { title, excerpt, body, seoTitle, seoDescription }]),
    ),
  };
}

/** A post's revisions, newest first (staff only). */
export async function listRevisions(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, postId: number, take: number) {
  requireViewer(ctx);
  return ctx.db.postRevision.findMany({
    where: { postId },
    orderBy: { id: 'desc' },
    take: Math.min(Math.max(take, 1), 100),
    include: { editor: { select: { id: true, displayName: true } } },
  });
}

/** One revision of a post by the version it produced, or null (staff only). */
export async function findRevision(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, postId: number, version: number) {
  requireViewer(ctx);
  return ctx.db.postRevision.findFirst({
    where: { postId, version },
    orderBy: { id: 'desc' },
    include: { editor: { select: { id: true, displayName: true } } },
  });
}
