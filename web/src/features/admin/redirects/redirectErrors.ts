import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';
import { normaliseRedirectPath, redirectPathProblem, type RedirectEnd } from '../../../api/redirectRules.ts';
import type { RedirectAddresses } from './useRedirectMutations.ts';

// What is wrong with a redirect as typed, before it is sent (the rules the server holds, shared),
// and the server's refusals, each at its field in the reader's language.

/** A field's code as its words: a code of one end (`from.live`), else of either. */
export function redirectFieldMessage(t: TFunction<'admin'>, field: RedirectEnd, code: string): string {
  return t(`redirects.errors.${field}.${code}`, { defaultValue: '' }) || t(`redirects.errors.${code}`, { defaultValue: t('errors.fields.invalid') });
}

/** The addresses as they would be kept, and the codes of what is wrong with them (none: fine to send). */
export function checkRedirect(typed: RedirectAddresses): { addresses: RedirectAddresses; problems: Partial<Record<RedirectEnd, string>> } {
  const addresses = { from: normaliseRedirectPath(typed.from), to: normaliseRedirectPath(typed.to) };
  const problems: Partial<Record<RedirectEnd, string>> = {};
  for (const end of ['from', 'to'] as const) {
    const problem = redirectPathProblem(addresses[end], end);
    if (problem) problems[end] = problem;
  }
  if (!problems.from && !problems.to && addresses.from === addresses.to) problems.to = 'loop';
  return { addresses, problems };
}

/** A refused write: the fields at fault with their codes, and a message for the form. */
export function describeRedirectError(error: unknown, t: TFunction<'admin'>): { fields: Partial<Record<RedirectEnd, string>>; form: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('blog.errors.network') };
  if (error.error === 'NOT_FOUND') return { fields: {}, form: t('redirects.errors.notFound') };
  const fields: Partial<Record<RedirectEnd, string>> = {};
  for (const [key, code] of Object.entries(error.details ?? {})) {
    const end = key.replace(/^input\./, '');
    if ((end === 'from' || end === 'to') && typeof code === 'string') fields[end] = code;
  }
  if (Object.keys(fields).length) return { fields, form: t('errors.checkFields') };
  const known = error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { fields, form: known || t('errors.generic') };
}
