import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { normaliseTagName, tagNameProblem } from '../../../api/tagRules.ts';
import type { TagNames } from './useTagMutations.ts';
import { languages, type Language } from '../../../i18n/languages.ts';

// What is wrong with a tag's names as typed, before they are sent (the rules the server holds,
// shared), and the server's refusals, each at its field in the reader's language.

export type TagField = Language | 'into';

/** The names as they would be kept, and the codes of what is wrong with them (none: fine to send). */
export function checkTagNames(typed: TagNames): { names: TagNames; problems: Partial<Record<TagField, string>> } {
  const names = { en: normaliseTagName(typed.en), ar: normaliseTagName(typed.ar) };
  const problems: Partial<Record<TagField, string>> = {};
  for (const locale of languages) {
    const problem = names[locale] ? tagNameProblem(names[locale]) : null;
    if (problem) problems[locale] = problem;
  }
  if (!names.en && !names.ar) problems.en = 'required';
  return { names, problems };
}

/** A field's code as its words. */
export function tagFieldMessage(t: TFunction<'admin'>, code: string): string {
  return t(`tags.errors.${code}`, { defaultValue: t('errors.fields.invalid') });
}

/** A refused write: the fields at fault with their codes, and a message for the form. */
export function describeTagError(error: unknown, t: TFunction<'admin'>): { fields: Partial<Record<TagField, string>>; form: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('blog.errors.network') };
  if (error.error === 'NOT_FOUND') return { fields: {}, form: t('tags.errors.notFound') };
  const fields: Partial<Record<TagField, string>> = {};
  for (const [key, code] of Object.entries(error.details ?? {})) {
    const field = key.replace(/^input\./, '');
    if ((field === 'en' || field === 'ar' || field === 'into') && typeof code === 'string') fields[field] = code;
  }
  if (Object.keys(fields).length) return { fields, form: t('errors.checkFields') };
  const known = error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { fields, form: known || t('errors.generic') };
}
