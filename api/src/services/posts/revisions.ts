import type { Prisma } from '../../db/generated/client.ts';
import { revisionReads } from '../publishing/revisionReads.ts';
import type { RevisionStore } from '../publishing/versioned.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';

// Every save of a post keeps what the post was after it, as the same JSON a write takes, so an
// editor can read an earlier version and restore it through the ordinary save path.

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

/** PostRevision, as the shared save path reaches it (publishing/versioned.ts). */
export const postRevisions: RevisionStore = {
  latest: (tx, postId) => tx.postRevision.findFirst({ where: { postId }, orderBy: { id: 'desc' } }),
  create: (tx, postId, data) => tx.postRevision.create({ data: { postId, ...data } }),
  replace: (tx, id, data) => tx.postRevision.update({ where: { id }, data }),
  ...revisionReads('PostRevision', 'postId', (db) => db.postRevision),
};
