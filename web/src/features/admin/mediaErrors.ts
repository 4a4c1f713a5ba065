import { ApiError } from '../../api/ApiError.ts';
import { imageRefusals } from '../../api/mediaRules.ts';

// The API's refusals of an image, as the admin shows them: why an upload failed (a key under
// media.errors and editorImages.errors), and a change refused by the details panel (alt text
// problems at their field, anything else as one sentence under media.details.errors or the admin's).

/** The translation key for why an upload failed (under `media.errors` and `editorImages.errors`). */
export function uploadErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = error.details?.file;
    if (reason && (Object.hasOwn(imageRefusals, reason) || reason === 'too_large' || reason === 'required')) return reason;
    if (error.error === 'PAYLOAD_TOO_LARGE') return 'too_large';
    if (error.error === 'SERVICE_UNAVAILABLE' || error.status === 503) return 'busy';
    if (error.error === 'UNAUTHENTICATED') return 'signed_out';
    if (error.error === 'NETWORK_ERROR') return 'network';
  }
  return 'failed';
}

export interface MediaWriteFailure {
  /** altEn / altAr to the reason's key under media.details.errors. */
  fields: Partial<Record<'altEn' | 'altAr', string>>;
  /** The key of one sentence for the whole form. */
  messageKey: string;
}

const fieldReasons = new Set(['required', 'too_long', 'invalid']);

export function describeMediaError(error: unknown): MediaWriteFailure {
  if (!(error instanceof ApiError)) return { fields: {}, messageKey: 'blog.errors.network' };
  const fields: MediaWriteFailure['fields'] = {};
  for (const field of ['altEn', 'altAr'] as const) {
    const reason = error.details?.[field];
    if (reason) fields[field] = fieldReasons.has(reason) ? reason : 'invalid';
  }
  if (Object.keys(fields).length)
    return { fields, messageKey: fields.altEn === 'required' || fields.altAr === 'required' ? 'media.details.errors.needsAlt' : 'errors.checkFields' };
  switch (error.error) {
    case 'CONFLICT':
      return { fields, messageKey: 'media.details.errors.inUse' };
    case 'FORBIDDEN':
      return { fields, messageKey: 'media.details.deleteOwnOnly' };
    case 'NOT_FOUND':
      return { fields, messageKey: 'media.details.notFound' };
    case 'UNAUTHENTICATED':
    case 'RATE_LIMITED':
    case 'SERVICE_UNAVAILABLE':
      return { fields, messageKey: `blog.errors.codes.${error.error}` };
    default:
      return { fields, messageKey: 'errors.generic' };
  }
}
