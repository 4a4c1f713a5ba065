import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';

/** One sentence for a failed inbox action (a toast or a dialog), in the reader's language. */
export function inboxErrorMessage(error: unknown, t: TFunction<'admin'>): string {
  if (!(error instanceof ApiError)) return t('inbox.errors.network');
  const known = error.error ? t(`inbox.errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return known || t('errors.generic');
}
