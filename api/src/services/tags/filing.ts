import { randomBytes } from 'node:crypto';
import type { Locale } from '../../db/generated/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { slugPattern, tagSlug } from '../../../../web/src/api/postRules.ts';
import { isArabicName, tagNameKey } from '../../../../web/src/api/tagRules.ts';

// The tags a post is filed under, from what its save names: an existing tag by its slug (or a slug
// it was merged from), or by its name in either language (or one a tag merged into it had), whatever the case; else a new tag named
// as typed, in the language it is written in. Runs in the post's transaction (Serializable on
// PostgreSQL: two saves making one new name at once end as one tag).

/** What is known of every tag, to find one by slug or name. */
async function tagIndex(tx: Tx) {
  const tags = await tx.tag.findMany({
    select: { id: true, slug: true, translations: { select: { name: true } }, aliases: { select: { slug: true } }, nameAliases: { select: { key: true } } },
  });
  const bySlug = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const tag of tags) {
    bySlug.set(tag.slug, tag.id);
    for (const alias of tag.aliases) if (!bySlug.has(alias.slug)) bySlug.set(alias.slug, tag.id);
    for (const translation of tag.translations) if (!byName.has(tagNameKey(translation.name))) byName.set(tagNameKey(translation.name), tag.id);
  }
  // A tag's own names first: a name a merged tag had leads to its survivor only while no tag is called so.
  for (const tag of tags) for (const alias of tag.nameAliases) if (!byName.has(alias.key)) byName.set(alias.key, tag.id);
  return { bySlug, byName };
}

/** The ids of the tags `entries` name (slugs or names, normalised), creating those that are new. */
export async function fileTags(tx: Tx, entries: readonly string[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const { bySlug, byName } = await tagIndex(tx);
  const ids: number[] = [];
  for (const entry of entries) {
    const lower = entry.toLowerCase();
    let id = bySlug.get(entry) ?? byName.get(tagNameKey(entry)) ?? (slugPattern.test(lower) ? bySlug.get(lower) : undefined);
    if (id === undefined) {
      const locale: Locale = isArabicName(entry) ? 'ar' : 'en';
      const created = await createTag(tx, entry, locale, bySlug);
      id = created.id;
      bySlug.set(created.slug, id);
      byName.set(tagNameKey(entry), id);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * A new tag with one name. Its slug is the name's Latin words (`Data centres` → data-centres, -2 when
 * taken); a name without them (الإمارات) is filed under its number, `tag-12`, an address any link,
 * feed or API consumer takes as it is.
 */
async function createTag(tx: Tx, name: string, locale: Locale, taken: ReadonlyMap<string, number>): Promise<{ id: number; slug: string }> {
  const words = locale === 'en' ? tagSlug(name) : '';
  const free = (slug: string) => !taken.has(slug);
  let slug = words && free(words) ? words : null;
  for (let n = 2; words && !slug && n < 100; n++) if (free(`${words.slice(0, 45)}-${n}`)) slug = `${words.slice(0, 45)}-${n}`;
  const tag = await tx.tag.create({
    data: { slug: slug ?? `tag-new-${randomBytes(6).toString('hex')}`, translations: { create: { locale, name } } },
    select: { id: true },
  });
  if (slug) return { id: tag.id, slug };
  const numbered = free(`tag-${tag.id}`) ? `tag-${tag.id}` : `tag-${tag.id}-${randomBytes(2).toString('hex')}`;
  await tx.tag.update({ where: { id: tag.id }, data: { slug: numbered } });
  return { id: tag.id, slug: numbered };
}
