import type { Db } from '../../db/client.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import type { TextField } from '../translations/status.ts';
import { changesBetween, type FieldChange } from '../translations/track.ts';
import { keyAtPosition, pageText, postTextKeys } from '../translations/texts.ts';

// What a live post's or page's pending changes change in one language's text: the published text
// against the pending one, field by field and word by word, as the translation status shows what
// the other language changed (services/translations: the same fields, the same word diff).

export type PendingFieldChange = FieldChange;

type Texts = Record<string, unknown> | undefined;

function postFields(translation: Texts): TextField[] {
  return postTextKeys.map((key) => ({ key, text: typeof translation?.[key] === 'string' ? (translation[key] as string) : '' }));
}

function pageFields(translation: Texts, blocks: unknown, language: Language): TextField[] {
  const texts = { title: String(translation?.title ?? ''), description: String(translation?.description ?? '') };
  return pageText({ ...texts, title: texts.title || ' ' }, blocks, language) ?? [];
}

/** The changes, published → pending, of `locale`'s text; none without pending changes. */
export async function pendingDiff(db: Db, subject: 'post' | 'page', id: number, locale: Language): Promise<PendingFieldChange[]> {
  if (subject === 'post') {
    const post = await db.post.findUnique({ where: { id }, select: { pendingChanges: true, translations: { where: { locale } } } });
    if (!post?.pendingChanges) return [];
    const pending = JSON.parse(post.pendingChanges) as { translations?: Record<string, Texts> };
    return changesBetween(postFields(post.translations[0] as unknown as Texts), postFields(pending.translations?.[locale] ?? undefined));
  }
  const page = await db.page.findUnique({ where: { id }, select: { pendingChanges: true, blocks: true, translations: { where: { locale } } } });
  if (!page?.pendingChanges) return [];
  const pending = JSON.parse(page.pendingChanges) as { translations?: Record<string, Texts>; blocks?: unknown };
  // A block's text is named by where its block is in the pending version (what the editor's form
  // shows); a block the changes remove keeps its id, and reads as removed.
  return changesBetween(
    pageFields(page.translations[0] as unknown as Texts, JSON.parse(page.blocks), locale),
    pageFields(pending.translations?.[locale] ?? undefined, pending.blocks, locale),
  ).map((change) => ({ ...change, key: keyAtPosition(change.key, pending.blocks) }));
}
