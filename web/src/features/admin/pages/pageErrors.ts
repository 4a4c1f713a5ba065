import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';

// The API's refusals of a page or menu write, as the editors show them: each field's error at its
// field by the path the API names it with (`blocks.2.items.0.title.ar`), in the reader's language;
// a stale version as a conflict to resolve; anything else as one message.

export interface PageWriteFailure {
  /** Someone saved after this editor read it (409 with `version: stale`). */
  conflict: boolean;
  notFound: boolean;
  /** Field paths to their error code. */
  fields: Record<string, string>;
  message: string;
}

const formFields = new Set(['input', 'id', 'version', 'currentVersion', 'revision', 'status', 'name']);

export function describePageError(error: unknown, t: TFunction<'admin'>): PageWriteFailure {
  if (!(error instanceof ApiError)) return { conflict: false, notFound: false, fields: {}, message: t('blog.errors.network') };
  const details = error.details ?? {};
  if (error.error === 'CONFLICT' && details.version === 'stale') {
    return { conflict: true, notFound: false, fields: {}, message: t('publishing.conflict.banner', { context: 'page' }) };
  }
  if (error.error === 'NOT_FOUND') return { conflict: false, notFound: true, fields: {}, message: t('pages.errors.notFound') };
  if (Object.values(details).includes('home')) return { conflict: false, notFound: false, fields: {}, message: t('pages.errors.home') };
  const fields: Record<string, string> = {};
  for (const [key, code] of Object.entries(details)) {
    if (!formFields.has(key) && typeof code === 'string') fields[key] = code;
  }
  if (Object.keys(fields).length) return { conflict: false, notFound: false, fields, message: t('errors.checkFields') };
  const known = error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { conflict: false, notFound: false, fields, message: known || t('errors.generic') };
}

/** The message for one field's error: the path's own words where it has some, else the code's. */
export function pageFieldMessage(t: TFunction<'admin'>, key: string, code: string): string {
  if (key === 'path') return t(`pages.errors.path.${code}`, { defaultValue: '' }) || t('pages.errors.path.invalid');
  const language = /\.(en|ar)$/.exec(key)?.[1];
  // `unknown` at a link's page is a page that is gone; anywhere else, a field no block type has.
  const own = code === 'unknown' && !key.endsWith('.pageId') ? 'unknownField' : code;
  const message = t(`pages.errors.codes.${own}`, { defaultValue: '' }) || t(`errors.fields.${code}`, { defaultValue: t('errors.fields.invalid') });
  return code === 'required' && language ? t('pages.errors.requiredIn', { language: t(`pages.languages.${language}`) }) : message;
}
