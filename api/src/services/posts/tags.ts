import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { loadInBatch } from '../batch.ts';
import { publishedPostWhere } from './visibility.ts';

// Tags with their names, as every list of posts shows them: kept per state of the public content
// while the public cache is on (services/publicSite.ts), else read once per request for all its posts.

/** A tag's names, one per language: a few short rows, read with every tag. */
export const tagNames = { translations: { select: { locale: true, name: true } } } as const;

/** Tags with their names: all of them, or those of `ids`. */
export function readTags(db: Db, ids?: number[]) {
  return db.tag.findMany({ where: ids ? { id: { in: ids } } : {}, include: tagNames });
}

export type NamedTag = Awaited<ReturnType<typeof readTags>>[number];

/** A tag's name in a language: its own, else the other language's (a tag typed in Arabic may have no English name yet), else its slug. */
export function tagName(tag: Pick<NamedTag, 'slug' | 'translations'>, locale: string): string {
  return (tag.translations.find((tr) => tr.locale === locale) ?? tag.translations.find((tr) => tr.locale === 'en') ?? tag.translations[0])?.name ?? tag.slug;
}

/**
 * These tags with their names, in the order given. A tag kept is taken as it is; one that is not (a
 * draft's new tag: saving a draft changes nothing visitors see) is read with the request's others.
 */
export async function tagsById(ctx: Pick<Context, 'db' | 'publicSite'>, ids: number[]): Promise<NamedTag[]> {
  const kept = await ctx.publicSite.tags();
  const tags = await Promise.all(
    ids.map(
      (id) =>
        kept?.get(id) ?? loadInBatch(ctx, 'tags with names', id, async (keys: number[]) => new Map((await readTags(ctx.db, keys)).map((tag) => [tag.id, tag]))),
    ),
  );
  return tags.filter((tag) => tag !== undefined);
}

/** How many published posts are filed under a tag: one statement for all the tags of a request. */
export async function publishedPostCount(ctx: Pick<Context, 'db'>, tagId: number): Promise<number> {
  const count = await loadInBatch(ctx, 'published posts by tag', tagId, async (ids: number[]) => {
    const groups = await ctx.db.postTag.groupBy({ by: ['tagId'], where: { tagId: { in: ids }, post: publishedPostWhere() }, _count: { _all: true } });
    return new Map(groups.map((group) => [group.tagId, group._count._all]));
  });
  return count ?? 0;
}

/** How many posts, drafts included, are filed under a tag (the tags screen): one statement for all the tags of a request. */
export async function allPostCount(ctx: Pick<Context, 'db'>, tagId: number): Promise<number> {
  const count = await loadInBatch(ctx, 'posts by tag', tagId, async (ids: number[]) => {
    const groups = await ctx.db.postTag.groupBy({ by: ['tagId'], where: { tagId: { in: ids } }, _count: { _all: true } });
    return new Map(groups.map((group) => [group.tagId, group._count._all]));
  });
  return count ?? 0;
}
