import type { Context } from '../../context.ts';
import type { Locale, Prisma } from '../../db/generated/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { maxTagLength } from '../../../../web/src/api/postRules.ts';
import { normaliseTagName, tagNameKey, tagNameProblem } from '../../../../web/src/api/tagRules.ts';
import { languageNamesInEnglish, languages } from '../../../../web/src/i18n/languages.ts';
import { recordAudit } from '../audit.ts';
import { requireStaff } from '../auth/permissions.ts';
import type { Writer } from '../publishing/versioned.ts';
import { containsText, searchTerm } from '../search.ts';
import { tagNames } from '../posts/tags.ts';

// The tags screen's work (docs/blog.md, "Tags"): staff rename a tag in both languages, merge one
// into another and delete one. Each write is one transaction (Serializable on PostgreSQL, so two
// racing renames cannot both take a name, nor a merge and a delete both find the tag), audited, and
// announced to the public caches: every list of posts shows the tags' names.

export const tagNotFound = 'Tag not found';

/** A tag's names as given: a language left empty (or null) has none; one language at least. */
export type TagNamesInput = Partial<Record<Locale, unknown>>;

/** The tags staff list: every one, or those with the text in a name or the slug. */
export function tagListWhere(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, search?: string | null): Prisma.TagWhereInput {
  requireStaff(ctx);
  const text = searchTerm(search);
  if (!text) return {};
  return { OR: [{ slug: containsText(ctx.db, text) }, { translations: { some: { name: containsText(ctx.db, text) } } }] };
}

/** Both names, normalised and checked; 400 naming each one at fault. */
export function parseTagNames(raw: TagNamesInput): Partial<Record<Locale, string>> {
  const details: Record<string, string> = {};
  const names: Partial<Record<Locale, string>> = {};
  for (const locale of languages) {
    const value = raw[locale];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      details[locale] = 'invalid';
      continue;
    }
    const name = normaliseTagName(value.length > maxTagLength * 4 ? value.slice(0, maxTagLength * 4 + 1) : value);
    if (name === '') continue;
    const problem = tagNameProblem(name);
    if (problem) details[locale] = problem;
    else names[locale] = name;
  }
  if (Object.keys(details).length === 0 && Object.keys(names).length === 0) details.en = 'required';
  const [field, code] = Object.entries(details)[0] ?? [];
  if (field) {
    const language = languageNamesInEnglish[field as Locale];
    const words: Record<string, string> = {
      required: 'Give the tag a name in English or Arabic',
      too_long: `The ${language} name is at most ${maxTagLength} characters`,
      invalid: `The ${language} name needs a letter or digit, on one line, without commas, control or direction characters`,
    };
    throw apiError('BAD_USER_INPUT', words[code] ?? words.invalid, details);
  }
  return names;
}

/** A tag with what the screen and the audit log say of it. */
async function findTag(tx: Tx, id: number) {
  const tag = await tx.tag.findUnique({ where: { id }, include: { translations: { select: { locale: true, name: true } } } });
  if (!tag) throw apiError('NOT_FOUND', tagNotFound);
  return tag;
}

const namesOf = (tag: { translations: { locale: Locale; name: string }[] }) => Object.fromEntries(tag.translations.map((tr) => [tr.locale, tr.name]));

/** 409 when another tag already has one of these names in its language (case aside). */
async function refuseTakenNames(tx: Tx, id: number, names: Partial<Record<Locale, string>>) {
  const details: Record<string, string> = {};
  for (const locale of languages) {
    const name = names[locale];
    if (!name) continue;
    const others = await tx.tagTranslation.findMany({ where: { locale, tagId: { not: id } }, select: { name: true } });
    if (others.some((other) => tagNameKey(other.name) === tagNameKey(name))) details[locale] = 'taken';
  }
  const taken = Object.keys(details)[0] as Locale | undefined;
  if (taken) throw apiError('CONFLICT', `Another tag is already called "${names[taken]}" in ${languageNamesInEnglish[taken]}: merge the two instead`, details);
}

/** Renames a tag in both languages (staff): its slug, and so its addresses, stay. */
export async function renameTag(ctx: Writer, id: number, raw: TagNamesInput) {
  const viewer = requireStaff(ctx);
  const names = parseTagNames(raw);
  const tag = await transaction(ctx.db, async (tx) => {
    const before = await findTag(tx, id);
    await refuseTakenNames(tx, id, names);
    for (const locale of languages) {
      const name = names[locale];
      if (name) await tx.tagTranslation.upsert({ where: { tagId_locale: { tagId: id, locale } }, update: { name }, create: { tagId: id, locale, name } });
      else await tx.tagTranslation.deleteMany({ where: { tagId: id, locale } });
    }
    const detail = { slug: before.slug, from: namesOf(before), names };
    await recordAudit(tx, { action: 'tag.renamed', actorId: viewer.id, target: `tag:${id}`, ip: ctx.ip, detail });
    return tx.tag.findUniqueOrThrow({ where: { id }, include: tagNames });
  });
  await ctx.publicContent.changed();
  return tag;
}

/**
 * Merges a tag into another (staff): its posts are filed under the other (once each), a language
 * the other has no name in takes the merged tag's (a name it cannot take still files under the other
 * when typed), its slug leads to the other's topic (a 301 from /blog?tag=<slug>), and it is gone.
 */
export async function mergeTags(ctx: Writer, id: number, intoId: number) {
  const viewer = requireStaff(ctx);
  if (id === intoId) throw apiError('BAD_USER_INPUT', 'A tag cannot be merged into itself: choose another tag', { into: 'same' });
  const tag = await transaction(ctx.db, async (tx) => {
    const merged = await findTag(tx, id);
    const into = await findTag(tx, intoId);
    const filed = (await tx.postTag.findMany({ where: { tagId: id }, select: { postId: true } })).map((row) => row.postId);
    const already = await tx.postTag.findMany({ where: { tagId: intoId, postId: { in: filed } }, select: { postId: true } });
    const moving = filed.filter((postId) => !already.some((row) => row.postId === postId));
    if (moving.length) await tx.postTag.createMany({ data: moving.map((postId) => ({ postId, tagId: intoId })) });
    for (const translation of merged.translations) {
      if (!into.translations.some((tr) => tr.locale === translation.locale)) {
        await tx.tagTranslation.create({ data: { tagId: intoId, locale: translation.locale, name: translation.name } });
      } else {
        const key = tagNameKey(translation.name);
        await tx.tagNameAlias.upsert({ where: { key }, create: { key, tagId: intoId }, update: { tagId: intoId } });
      }
    }
    await tx.tagAlias.updateMany({ where: { tagId: id }, data: { tagId: intoId } });
    await tx.tagNameAlias.updateMany({ where: { tagId: id }, data: { tagId: intoId } });
    await tx.tag.delete({ where: { id } });
    await tx.tagAlias.create({ data: { slug: merged.slug, tagId: intoId } });
    const detail = { slug: merged.slug, names: namesOf(merged), into: { id: intoId, slug: into.slug }, posts: filed.length };
    // In the transaction: on SQLite's one connection, a write after it could be undone by another request's rollback.
    await recordAudit(tx, { action: 'tag.merged', actorId: viewer.id, target: `tag:${id}`, ip: ctx.ip, detail });
    return tx.tag.findUniqueOrThrow({ where: { id: intoId }, include: tagNames });
  });
  await ctx.publicContent.changed();
  return tag;
}

/** Deletes a tag (staff): its posts stay, without it; its topic address leads to the whole blog. */
export async function deleteTag(ctx: Writer, id: number): Promise<void> {
  const viewer = requireStaff(ctx);
  await transaction(ctx.db, async (tx) => {
    const removed = await findTag(tx, id);
    const posts = await tx.postTag.count({ where: { tagId: id } });
    await tx.tag.delete({ where: { id } });
    const detail = { slug: removed.slug, names: namesOf(removed), posts };
    await recordAudit(tx, { action: 'tag.deleted', actorId: viewer.id, target: `tag:${id}`, ip: ctx.ip, detail });
  });
  await ctx.publicContent.changed();
}
