import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { containsPattern } from '../search.ts';
import { publishedPostSql } from './visibility.ts';

// The public list (GraphQL `posts`, REST /api/blogs) is chosen in SQL: one statement for a page's
// ids and one for the count, whatever the filters match. Nothing hidden is ever counted, and a broad
// search never turns into a list of thousands of ids sent back to the database.

export interface PublicListFilter {
  /** A tag's slug. */
  tag: string | null;
  /** Text the title or excerpt (in any language) contains, literally, ignoring ASCII case. */
  search: string | null;
}

function matching(filter: PublicListFilter): Prisma.Sql {
  const conditions = [publishedPostSql()];
  if (filter.tag) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "PostTag" pt JOIN "Tag" t ON t."id" = pt."tagId" WHERE pt."postId" = p."id" AND t."slug" = ${filter.tag})`);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "PostTranslation" tr WHERE tr."postId" = p."id" AND (tr."title" LIKE ${pattern} ESCAPE '\\' OR tr."excerpt" LIKE ${pattern} ESCAPE '\\'))`,
    );
  }
  return Prisma.join(conditions, ' AND ');
}

/** The ids of one page of matching posts, newest first (walking the index on status and date). */
export async function publicPostPage(db: Db, filter: PublicListFilter, page: { take: number; skip: number }): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number | bigint }[]>`
    SELECT p."id" AS id FROM "Post" p WHERE ${matching(filter)}
    ORDER BY p."publishedAt" DESC, p."id" DESC LIMIT ${page.take} OFFSET ${page.skip}`;
  return rows.map((row) => Number(row.id));
}

/** How many posts match, across all pages. */
export async function countPublicPosts(db: Db, filter: PublicListFilter): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS total FROM "Post" p WHERE ${matching(filter)}`;
  return Number(row.total);
}
