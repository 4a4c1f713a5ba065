import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { postMatchesSearch, postsRankedBySearch } from './fullText/match.ts';
import { publishedPostSql } from './visibility.ts';

// The public list (GraphQL `posts`, REST /api/blogs) is chosen in SQL: one statement for a page's
// ids and one for the count, whatever the filters match. Nothing hidden is ever counted, and a broad
// search never turns into a list of thousands of ids sent back to the database.

export interface PublicListFilter {
  /** A tag's slug. */
  tag: string | null;
  /** Words the title, excerpt or body (in any language) holds, the last one possibly begun: see fullText/match.ts. */
  search: string | null;
  /** Only featured posts (true), or only the others (false). */
  featured?: boolean | null;
}

/** The conditions on a post `p` besides the search, shared by the page and the count. */
function visibleAndFiled(filter: PublicListFilter): Prisma.Sql {
  const conditions = [publishedPostSql()];
  if (filter.tag) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "PostTag" pt JOIN "Tag" t ON t."id" = pt."tagId" WHERE pt."postId" = p."id" AND t."slug" = ${filter.tag})`);
  }
  if (typeof filter.featured === 'boolean') conditions.push(Prisma.sql`p."featured" = ${filter.featured}`);
  return Prisma.join(conditions, ' AND ');
}

/** The ids of one page of matching posts: the most relevant first when searching, else newest first. */
export async function publicPostPage(db: Db, filter: PublicListFilter, page: { take: number; skip: number }): Promise<number[]> {
  const [from, order] = filter.search
    ? [postsRankedBySearch(filter.search), Prisma.sql`m."rank", p."publishedAt" DESC, p."id" DESC`]
    : [Prisma.sql`"Post" p`, Prisma.sql`p."publishedAt" DESC, p."id" DESC`];
  const rows = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT p."id" AS id FROM ${from} WHERE ${visibleAndFiled(filter)}
    ORDER BY ${order} LIMIT ${page.take} OFFSET ${page.skip}`;
  return rows.map((row) => Number(row.id));
}

/** How many posts match, across all pages: the same posts as the pages, without ranking them. */
export async function countPublicPosts(db: Db, filter: PublicListFilter): Promise<number> {
  const search = filter.search ? Prisma.sql` AND ${postMatchesSearch(filter.search)}` : Prisma.empty;
  const [row] = await db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS total FROM "Post" p WHERE ${visibleAndFiled(filter)}${search}`;
  return Number(row.total);
}
