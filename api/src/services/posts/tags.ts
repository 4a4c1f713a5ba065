import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { loadInBatch } from '../batch.ts';
import { publishedPostWhere } from './visibility.ts';

// Tags with their names, as every list of posts shows them: kept per state of the public content
// while the public cache is on (services/publicSite.ts), else read once per request for all its posts.

/** A tag's names, one per language: a few short rows, read with every tag. */
export const tagNames = { translations: { select: { locale: true, name: true } } } as const;

/** A tag with its names, one per language it has. */
export interface NamedTag {
  id: number;
  slug: string;
  translations: { locale: Language; name: string }[];
}

/**
 * Tags with their names: all of them, or those of `ids`. One statement, joined: Prisma's `include`
 * reads the names in a second one, and every list of posts with the cache off (the home page, the
 * blog, an article's related posts) read its tags' names so.
 */
export async function readTags(db: Db, ids?: number[]): Promise<NamedTag[]> {
  if (ids?.length === 0) return [];
  const rows = await db.$queryRaw<{ id: number | bigint; slug: string; locale: Language | null; name: string | null }[]>`
    SELECT t."id" AS id, t."slug" AS slug, tt."locale" AS locale, tt."name" AS name
    FROM "Tag" t LEFT JOIN "TagTranslation" tt ON tt."tagId" = t."id"
    ${ids ? Prisma.sql`WHERE t."id" IN (${Prisma.join(ids)})` : Prisma.empty}
    ORDER BY t."id", tt."id"`;
  const tags = new Map<number, NamedTag>();
  for (const row of rows) {
    const id = Number(row.id);
    let tag = tags.get(id);
    if (!tag) tags.set(id, (tag = { id, slug: row.slug, translations: [] }));
    if (row.locale !== null && row.name !== null) tag.translations.push({ locale: row.locale, name: row.name });
  }
  return [...tags.values()];
}

/**
 * A tag's name in a language: its own, else the other language's (a tag typed in Arabic may have no
 * English name yet), else its slug; with the language it is written in (a slug's Latin words: English).
 */
export function tagNameIn(tag: Pick<NamedTag, 'slug' | 'translations'>, locale: string): { name: string; locale: Language } {
  const named = tag.translations.find((tr) => tr.locale === locale) ?? tag.translations.find((tr) => tr.locale === 'en') ?? tag.translations[0];
  return named ? { name: named.name, locale: named.locale } : { name: tag.slug, locale: 'en' };
}

/** A tag's name in a language (tagNameIn). */
export function tagName(tag: Pick<NamedTag, 'slug' | 'translations'>, locale: string): string {
  return tagNameIn(tag, locale).name;
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
