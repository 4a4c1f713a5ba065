import type { TFunction } from 'i18next';
import { ApiError } from '../../api/ApiError.ts';

/** The server's `{ field: code }` details as messages in the reader's language, plus a message for the form. */
export function formErrors(error: unknown, t: TFunction<'admin'>): { fields: Record<string, string>; form: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('errors.generic') };
  const fields: Record<string, string> = {};
  for (const [field, code] of Object.entries(error.details ?? {})) {
    fields[field] = t(`errors.fields.${code}`, { defaultValue: t('errors.fields.invalid') });
  }
  const known = error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { fields, form: Object.keys(fields).length ? t('errors.checkFields') : known || error.message };
}
