import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { languages, type Language } from '../../../i18n/languages.ts';

// The API's refusals of a post write, as the editor shows them: field errors at their fields (in the
// reader's language), a stale version as a conflict to resolve, anything else as one message.

/** A post's language, as the API's Locale names it. */
export type Locale = Language;

const translationField = new RegExp(`^translations\\.(${languages.join('|')})\\.(\\w+)$`);

export interface PostWriteFailure {
  /** Someone saved the post after this editor read it (409 with `version: stale`). */
  conflict: boolean;
  /** The post is gone (deleted meanwhile). */
  notFound: boolean;
  /** Editor field keys (`en.title`, `slug`, `tags`…) to their error code. */
  fields: Record<string, string>;
  /** One sentence for the whole form or a toast. */
  message: string;
}

/** An API detail key (`translations.ar.body`, `tags.3`, `publishedAt`) as the editor's field key. */
export function editorField(key: string, activeLocale: Locale): string {
  const translation = translationField.exec(key);
  if (translation) return `${translation[1]}.${translation[2]}`;
  if (key === 'translations') return `${activeLocale}.title`;
  if (key === 'body') return `${activeLocale}.body`;
  if (key.startsWith('tags')) return 'tags';
  if (key === 'publishedAt') return 'publishAt';
  return key;
}

/** The code a field shows: the API's, or a clearer one where the API's is generic. */
function fieldCode(key: string, code: string): string {
  if (key === 'translations' && code === 'required') return 'needsTitle';
  if (key === 'body' && code === 'required') return 'needsBody';
  return code;
}

const formFields = new Set(['status', 'featured', 'input', 'version', 'currentVersion', 'markdown', 'id', 'revision']);

export function describePostError(error: unknown, t: TFunction<'admin'>, activeLocale: Locale = 'en'): PostWriteFailure {
  if (!(error instanceof ApiError)) return { conflict: false, notFound: false, fields: {}, message: t('blog.errors.network') };
  const details = error.details ?? {};
  if (error.error === 'CONFLICT' && details.version === 'stale') {
    return { conflict: true, notFound: false, fields: {}, message: t('publishing.conflict.banner') };
  }
  if (error.error === 'NOT_FOUND') return { conflict: false, notFound: true, fields: {}, message: t('blog.errors.notFound') };
  // A published post's images need alt text in both languages: the images panel shows which.
  if (details.images === 'alt_required') {
    const mediaIds = (details as Record<string, unknown>).mediaIds;
    return {
      conflict: false,
      notFound: false,
      fields: { images: 'alt_required' },
      message: t('editorImages.altRequired', { count: Array.isArray(mediaIds) ? mediaIds.length : 1 }),
    };
  }
  const fields: Record<string, string> = {};
  for (const [key, code] of Object.entries(details)) {
    if (formFields.has(key) || typeof code !== 'string') continue;
    fields[editorField(key, activeLocale)] ??= fieldCode(key, code);
  }
  if (Object.keys(fields).length) {
    const only = Object.values(fields);
    const message = only.length === 1 && (only[0] === 'needsBody' || only[0] === 'needsTitle') ? t(`blog.errors.${only[0]}`) : t('errors.checkFields');
    return { conflict: false, notFound: false, fields, message };
  }
  const known = error.error ? t(`blog.errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { conflict: false, notFound: false, fields, message: known || t('errors.generic') };
}

/** The message for one field's error code, specific to the field where we have one. */
export function fieldMessage(t: TFunction<'admin'>, key: string, code: string): string {
  const field = key.includes('.') ? key.split('.')[1] : key;
  return (
    t(`blog.fieldErrors.${field}.${code}`, { defaultValue: '' }) ||
    t(`blog.errors.${code}`, { defaultValue: '' }) ||
    t(`errors.fields.${code}`, { defaultValue: t('errors.fields.invalid') })
  );
}
