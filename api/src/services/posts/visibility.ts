import type { Context } from '../../context.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Db } from '../../db/client.ts';
import { isReviewer } from '../auth/permissions.ts';
import { publishedNow, publishedNowSql, scheduledAfter } from '../publishing/versioned.ts';

// Who may see which post, tag or staff account: every path that reaches one (lists, node lookups,
// related posts, tags, server rendering, feeds) goes through these rules, so they hold everywhere.

type Caller = Pick<Context, 'viewer'>;

/** Published posts whose publication time has come: all that visitors may read. */
export function publishedPostWhere(): Prisma.PostWhereInput {
  return publishedNow();
}

/** The same rule as SQL, for the lists computed in SQL (publicList.ts), on a post aliased `p`. */
export function publishedPostSql(): Prisma.Sql {
  return publishedNowSql();
}

/** Published posts that become public by time alone, after the given moment (scheduled ones). */
export function scheduledPostWhere(after: Date): Prisma.PostWhereInput {
  return scheduledAfter(after);
}

/** Posts this caller may reach by id: editors and admins every post, a contributor also their own, anyone else only published, due ones. */
export function visiblePostWhere(ctx: Caller): Prisma.PostWhereInput {
  if (isReviewer(ctx.viewer)) return {};
  if (ctx.viewer) return { OR: [publishedPostWhere(), { authorId: ctx.viewer.id }] };
  return publishedPostWhere();
}

/** Tags likewise: visitors see a tag only while a published post is filed under it. */
export function visibleTagWhere(ctx: Caller): Prisma.TagWhereInput {
  return ctx.viewer ? {} : { posts: { some: { post: publishedPostWhere() } } };
}

/** Staff accounts: admins see all, other staff themselves, visitors none. */
export function visibleUserWhere(ctx: Caller): Prisma.UserWhereInput {
  if (ctx.viewer?.role === 'ADMIN') return {};
  return { id: { in: ctx.viewer ? [ctx.viewer.id] : [] } };
}

/** The slugs of the tags visitors see (those with a published post), as the blog's topics list them. */
export async function publicTagSlugs(db: Db): Promise<Set<string>> {
  const tags = await db.tag.findMany({ where: visibleTagWhere({ viewer: null }), select: { slug: true } });
  return new Set(tags.map((tag) => tag.slug));
}

/** Whether visitors may read the article at `slug` now (one indexed read). */
export async function isPublicPost(db: Db, slug: string): Promise<boolean> {
  return (await db.post.count({ where: { AND: [publishedPostWhere(), { slug }] } })) > 0;
}

/** The slugs of the articles visitors may read now. */
export async function publicPostSlugs(db: Db): Promise<Set<string>> {
  const posts = await db.post.findMany({ where: publishedPostWhere(), select: { slug: true } });
  return new Set(posts.map((post) => post.slug));
}
