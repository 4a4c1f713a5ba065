import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';

/** A refused lookup or erasure: the address at fault, or a message for the screen. */
export function describePersonalDataError(error: unknown, t: TFunction<'admin'>): { field: string | null; form: string | null } {
  if (!(error instanceof ApiError)) return { field: null, form: t('blog.errors.network') };
  if (Object.keys(error.details ?? {}).some((key) => key.endsWith('email'))) return { field: t('personalData.invalidEmail'), form: null };
  const known = error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { field: null, form: known || t('errors.generic') };
}
