import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/ApiError.ts';

export type WebhookField = 'url' | 'events';

/** The events an endpoint may receive (the API's list). */
export const webhookEvents = ['enquiry.created', 'post.published', 'post.unpublished', 'page.published', 'media.uploaded'] as const;

/** A field's code as words in the reader's language: the webhook's own, else the shared ones. */
export function webhookFieldMessage(t: TFunction<'admin'>, field: WebhookField, code: string): string {
  return t(`webhooks.errors.${field}.${code}`, { defaultValue: '' }) || t(`errors.fields.${code}`, { defaultValue: t('errors.fields.invalid') });
}

/** A refused write: the fields at fault with their codes, and a message for the form. */
export function describeWebhookError(error: unknown, t: TFunction<'admin'>): { fields: Partial<Record<WebhookField, string>>; form: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('blog.errors.network') };
  if (error.error === 'NOT_FOUND') return { fields: {}, form: t('webhooks.errors.notFound') };
  const fields: Partial<Record<WebhookField, string>> = {};
  for (const [key, code] of Object.entries(error.details ?? {})) {
    const field = key.replace(/^input\./, '');
    if ((field === 'url' || field === 'events') && typeof code === 'string') fields[field] = code;
  }
  if (Object.keys(fields).length) return { fields, form: t('errors.checkFields') };
  const known = error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
  return { fields, form: known || t('errors.generic') };
}
