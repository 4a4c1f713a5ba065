import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { askerName, loadInBatch } from '../batch.ts';
import { tagsOfPost } from './tags.ts';
import { publishedPostSql, publishedPostWhere } from './visibility.ts';

// A post's related posts: the other published posts that share a tag with it, newest first. Every
// post of a request that asks (a list's `related`) is answered together: one statement finds each
// one's related posts, a second reads them all with the fields asked for. One post alone (an article)
// is read in one statement, its tags being the ones its `tags` field reads.

/** What Pothos selects for the related posts' fields (queryFromInfo). */
export type PostQuery = { select?: Prisma.PostSelect; include?: Prisma.PostInclude };

const newestFirst: Prisma.PostOrderByWithRelationInput[] = [{ publishedAt: 'desc' }, { id: 'desc' }];

/**
 * The related posts of `postId`, at most `take`, read with `query`. The asks of one field (`asker`:
 * its `info.fieldNodes`, so one selection) with the same `take` in a request are answered by one batch.
 */
export async function relatedPosts<T extends { id: number }>(
  ctx: Pick<Context, 'db'>,
  postId: number,
  take: number,
  query: PostQuery,
  asker: object,
): Promise<T[]> {
  // The post's tags as its `tags` field reads them: for an article, that one statement serves both.
  const tagIds = (await tagsOfPost(ctx, postId)).map((tag) => tag.id);
  const asked = { postId, tagIds };
  const found = await loadInBatch(ctx, `related posts ${take} ${askerName(asker)}`, asked, (keys) => readRelated<T>(ctx.db, keys, take, query));
  return found ?? [];
}

async function readRelated<T extends { id: number }>(
  db: Db,
  asked: { postId: number; tagIds: number[] }[],
  take: number,
  query: PostQuery,
): Promise<Map<{ postId: number; tagIds: number[] }, T[]>> {
  if (asked.length === 1) {
    const [{ postId, tagIds }] = asked;
    const posts = (await db.post.findMany({
      ...query,
      where: { ...publishedPostWhere(), id: { not: postId }, tags: { some: { tagId: { in: tagIds } } } },
      orderBy: newestFirst,
      take,
    })) as unknown as T[];
    return new Map([[asked[0], posts]]);
  }
  // Each post's newest related posts found as one post's are (the date index walked until `take`
  // share a tag), for all of them in one statement.
  const rows = await db.$queryRaw<{ sourceId: number | bigint; id: number | bigint }[]>`
    SELECT src."id" AS "sourceId", r."id" AS id
    FROM "Post" src JOIN "Post" r ON r."id" IN (
      SELECT p."id" FROM "Post" p
      WHERE ${publishedPostSql()} AND p."id" <> src."id" AND EXISTS (
        SELECT 1 FROM "PostTag" mine JOIN "PostTag" theirs ON theirs."tagId" = mine."tagId"
        WHERE mine."postId" = src."id" AND theirs."postId" = p."id")
      ORDER BY p."publishedAt" DESC, p."id" DESC LIMIT ${take})
    WHERE src."id" IN (${Prisma.join(asked.map((ask) => ask.postId))})
    ORDER BY src."id", r."publishedAt" DESC, r."id" DESC`;
  const ids = [...new Set(rows.map((row) => Number(row.id)))];
  const posts = ids.length ? ((await db.post.findMany({ ...query, where: { id: { in: ids } } })) as unknown as T[]) : [];
  const byId = new Map(posts.map((post) => [post.id, post]));
  const relatedOf = new Map<number, T[]>();
  for (const row of rows) {
    const [source, post] = [Number(row.sourceId), byId.get(Number(row.id))];
    if (!post) continue;
    if (!relatedOf.has(source)) relatedOf.set(source, []);
    relatedOf.get(source)!.push(post);
  }
  return new Map(asked.map((ask) => [ask, relatedOf.get(ask.postId) ?? []]));
}
