import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';

// Who may see which post, tag or staff account: every path that reaches one (lists, node lookups,
// related posts, tags, server rendering, feeds) goes through these rules, so they hold everywhere.

type Caller = Pick<Context, 'viewer'>;

/** Published posts whose publication time has come: all that visitors may read. */
export function publishedPostWhere(): Prisma.PostWhereInput {
  return { status: 'PUBLISHED', publishedAt: { lte: new Date() } };
}

/** Posts this caller may reach by id: staff see every post, anyone else only published, due ones. */
export function visiblePostWhere(ctx: Caller): Prisma.PostWhereInput {
  return ctx.viewer ? {} : publishedPostWhere();
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
