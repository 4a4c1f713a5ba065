import { dialect, type Db } from '../../db/client.ts';
import { Prisma, PostStatus } from '../../db/generated/client.ts';
import { keysetOrderSql, keysetSql, latestFirst, sqlDateTime, type KeyValue, type ListOrder, type PageBounds } from '../../db/keyset.ts';
import { postMatchesSearch, postsMatchingSearch, postsRankedBySearch, searchMatchCountUpTo, searchRankOf } from './fullText/match.ts';
import { publishedPostSql, publishedPostWhere } from './visibility.ts';

// The public list (GraphQL `posts`, REST /api/blogs) is chosen in SQL: one statement for a page's
// ids (after one sizing a search) and one for the count, whatever the filters match. Nothing hidden
// is ever counted, and a broad search never turns into a list of thousands of ids sent back to the
// database. Unsearched and without a topic, the list is Prisma's condition (`plainListWhere`): its
// page is then read with its posts' columns in one statement.

export interface PublicListFilter {
  /** A tag's slug. */
  tag: string | null;
  /** Words the title, excerpt or body (in any language) holds, the last one possibly begun: see fullText/match.ts. */
  search: string | null;
  /** Only featured posts (true), or only the others (false). */
  featured?: boolean | null;
}

/** The list's condition for Prisma when it is neither searched nor a topic's (the same posts as `visibleAndFiled`), else null. */
export function plainListWhere(filter: PublicListFilter): Prisma.PostWhereInput | null {
  if (filter.search || filter.tag) return null;
  return { ...publishedPostWhere(), ...(typeof filter.featured === 'boolean' ? { featured: filter.featured } : {}) };
}

/** The conditions on a post `p`, shared by the page and the count; the search's too unless its FROM holds it. */
function visibleAndFiled(db: Db, filter: PublicListFilter, searchInFrom = false): Prisma.Sql {
  const conditions = [publishedPostSql()];
  if (filter.tag) {
    // The tag's posts as one list (PostTag's index on tagId), not a lookup per post.
    conditions.push(Prisma.sql`p."id" IN (SELECT pt."postId" FROM "PostTag" pt JOIN "Tag" t ON t."id" = pt."tagId" WHERE t."slug" = ${filter.tag})`);
  }
  if (typeof filter.featured === 'boolean') conditions.push(Prisma.sql`p."featured" = ${filter.featured}`);
  if (filter.search && !searchInFrom) conditions.push(postMatchesSearch(db, filter.search));
  return Prisma.join(conditions, ' AND ');
}

// Ranking reads every hit of every match (bm25 weighs each one's hits against its length), on
// every page: about 1 ms for 2,000 matches, 11 ms for a word in all of 10,000 posts. A search
// matching more translations than this is for a word most posts hold, which bm25 tells apart by
// little more than how often they repeat it (its weight for a word falls towards nothing as more of
// the index holds it), and which readers browse rather than rank: those matches come newest first,
// like the list unsearched, read off the date index down to the page. Narrower searches (a name, a
// rare word, several words together: where the best match matters) are ranked.
export const broadSearchMatches = 2000;

/** Whether the term matches so many translations that its matches are listed newest first (counted no further). */
async function isBroadSearch(db: Db, search: string): Promise<boolean> {
  const count = searchMatchCountUpTo(db, search, broadSearchMatches + 1);
  if (!count) return false;
  const [row] = await db.$queryRaw<{ n: number | bigint }[]>(count);
  return Number(row.n) > broadSearchMatches;
}

/** The public list's orders: newest first, and a search's best match first (then newest). */
export const newestPosts = latestFirst('posts', 'publishedAt');
export const bestMatchingPosts: ListOrder = {
  name: 'postsBestMatch',
  key: [{ field: 'rank', direction: 'asc', kind: 'number' }, ...newestPosts.key],
};

/**
 * The order of a list: a search's best match first unless broad, else newest first. A search paged
 * on keeps the order of its cursor (`continued`): its matches may have grown broad since, or narrow.
 */
export async function publicListOrder(db: Db, filter: PublicListFilter, continued: ListOrder | undefined): Promise<ListOrder> {
  if (!filter.search) return newestPosts;
  if (continued) return continued;
  return (await isBroadSearch(db, filter.search)) ? newestPosts : bestMatchingPosts;
}

/** One page of matching posts in `order`: their ids and sort keys. */
export async function publicPostPage(db: Db, filter: PublicListFilter, order: ListOrder, page: PageBounds): Promise<{ id: number; key: KeyValue[] }[]> {
  const ranked = order === bestMatchingPosts;
  const from = ranked ? postsRankedBySearch(db, filter.search!) : Prisma.sql`"Post" p`;
  const columns = [...(ranked ? [Prisma.sql`m."rank"`] : []), Prisma.sql`p."publishedAt"`, Prisma.sql`p."id"`];
  // A ranked cursor's post is placed where it ranks now, else at the rank it holds (as a double:
  // PostgreSQL's ranks are reals, which would refuse a made-up one out of their range).
  const rankNow = (key: KeyValue[]) => Prisma.sql`COALESCE(${searchRankOf(db, filter.search!, key[2] as number)}, CAST(${key[0]} AS DOUBLE PRECISION))`;
  const live = (key: KeyValue[]) => (ranked ? [rankNow(key), ...key.slice(1)] : key);
  // The cursor's bound before the visibility's: of two bounds on one column SQLite's index range
  // takes the first, and the cursor's is the nearer (reading 13 posts rather than thousands).
  const conditions = [
    ...(page.after ? [keysetSql(columns, order, live(page.after), 'after')] : []),
    ...(page.before ? [keysetSql(columns, order, live(page.before), 'before')] : []),
    visibleAndFiled(db, filter, ranked),
  ];
  const rows = await db.$queryRaw<{ id: number | bigint; publishedAt: Date | string; rank?: number | string }[]>`
    SELECT p."id" AS id, p."publishedAt" AS "publishedAt"${ranked ? Prisma.sql`, m."rank" AS "rank"` : Prisma.empty} FROM ${from}
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${keysetOrderSql(columns, order, page.backward)} LIMIT ${page.take} OFFSET ${page.skip}`;
  return rows.map((row) => {
    const key = [new Date(row.publishedAt), Number(row.id)];
    return { id: Number(row.id), key: ranked ? [Number(row.rank), ...key] : key };
  });
}

/** How many posts match, across all pages: the same posts as the pages, without ranking them. */
export async function countPublicPosts(db: Db, filter: PublicListFilter): Promise<number> {
  if (!filter.search && !filter.tag && typeof filter.featured !== 'boolean' && dialect(db) === 'sqlite') return countAllPublicPosts(db);
  // A search counts from its matches, each post looked up by id, rather than testing every public
  // post against a list of the matches (1.6 ms against 2 ms for a word in 9,000 posts; 0.03 ms
  // against 0.35 ms for a rare one).
  const [from, counted] = filter.search ? [postsMatchingSearch(db, filter.search), Prisma.sql`DISTINCT p."id"`] : [Prisma.sql`"Post" p`, Prisma.sql`*`];
  const [row] = await db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(${counted}) AS total FROM ${from} WHERE ${visibleAndFiled(db, filter, true)}`;
  return Number(row.total);
}

/**
 * Every public post, on SQLite: all posts less the hidden ones. SQLite counts a whole table from its
 * b-tree's pages without visiting a row, and drafts, archived posts and scheduled ones are few, each
 * counted off the status and date index; counting the public ones themselves visits each (15 µs
 * against 220 for 10,000 posts, the blog's most costly statement). PostgreSQL counts a whole table
 * row by row, and counts them directly.
 */
async function countAllPublicPosts(db: Db): Promise<number> {
  const hidden = Object.values(PostStatus).filter((status) => status !== PostStatus.PUBLISHED);
  const [row] = await db.$queryRaw<{ total: number | bigint }[]>`
    SELECT (SELECT COUNT(*) FROM "Post")
      - (SELECT COUNT(*) FROM "Post" WHERE "status" IN (${Prisma.join(hidden)}))
      - (SELECT COUNT(*) FROM "Post" WHERE "status" = 'PUBLISHED' AND "publishedAt" > ${sqlDateTime(new Date())})
      - (SELECT COUNT(*) FROM "Post" WHERE "status" = 'PUBLISHED' AND "publishedAt" IS NULL) AS total`;
  return Number(row.total);
}
