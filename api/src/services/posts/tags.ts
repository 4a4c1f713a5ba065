import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { loadInBatch } from '../batch.ts';
import { publishedPostSql, publishedPostWhere } from './visibility.ts';

// Tags with their names, as every list of posts shows them: the tags of a request's posts read with
// their names in one statement; the blog's topics too, kept per state of the public content while
// the public cache is on (services/publicSite.ts).

/** A tag's names, one per language: a few short rows, read with every tag. */
export const tagNames = { translations: { select: { locale: true, name: true } } } as const;

/** A tag with its names, one per language it has. */
export interface NamedTag {
  id: number;
  slug: string;
  translations: { locale: Language; name: string }[];
}

/**
 * The topics visitors see (the tags a published post is filed under) with their names, by slug
 * (`bySlug`): one statement, joined (Prisma's `include` reads the names in a second one).
 */
export async function readTopics(db: Db): Promise<NamedTag[]> {
  const rows = await db.$queryRaw<TagRow[]>`
    SELECT t."id" AS id, t."slug" AS slug, tt."locale" AS locale, tt."name" AS name
    FROM "Tag" t LEFT JOIN "TagTranslation" tt ON tt."tagId" = t."id"
    WHERE EXISTS (SELECT 1 FROM "PostTag" pt JOIN "Post" p ON p."id" = pt."postId" WHERE pt."tagId" = t."id" AND ${publishedPostSql()})
    ORDER BY t."id", tt."id"`;
  return namedTags(rows).sort(bySlug);
}

/** A tag with one of its names (or none) per row. */
interface TagRow {
  id: number | bigint;
  slug: string;
  locale: Language | null;
  name: string | null;
}

/** Rows of tags and their names, each tag's rows together, as tags in their order. */
function namedTags(rows: TagRow[]): NamedTag[] {
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
 * The tags a post is filed under, by slug (`bySlug`), with their names. Every post of a request is answered by
 * one statement, joined: reading the posts' tag ids with them (Prisma's nested select, a statement of
 * its own) and their names apart made two for every list of posts with the cache off.
 */
export async function tagsOfPost(ctx: Pick<Context, 'db'>, postId: number): Promise<NamedTag[]> {
  return (await loadInBatch(ctx, 'tags of posts with names', postId, (ids: number[]) => readPostTags(ctx.db, ids))) ?? [];
}

async function readPostTags(db: Db, postIds: number[]): Promise<Map<number, NamedTag[]>> {
  const rows = await db.$queryRaw<(TagRow & { postId: number | bigint })[]>`
    SELECT pt."postId" AS "postId", t."id" AS id, t."slug" AS slug, tt."locale" AS locale, tt."name" AS name
    FROM "PostTag" pt JOIN "Tag" t ON t."id" = pt."tagId" LEFT JOIN "TagTranslation" tt ON tt."tagId" = t."id"
    WHERE pt."postId" IN (${Prisma.join(postIds)})
    ORDER BY pt."postId", t."id", tt."id"`;
  const rowsByPost = new Map<number, TagRow[]>();
  for (const row of rows) {
    const postId = Number(row.postId);
    let postRows = rowsByPost.get(postId);
    if (!postRows) rowsByPost.set(postId, (postRows = []));
    postRows.push(row);
  }
  return new Map([...rowsByPost].map(([postId, tagRows]) => [postId, namedTags(tagRows).sort(bySlug)]));
}

/**
 * Tags in the order visitors see them everywhere (a post's, the topics): by slug, compared as the
 * characters they are, whatever the database's collation (PostgreSQL's language ones skip hyphens).
 */
export const bySlug = (a: { slug: string }, b: { slug: string }): number => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

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
