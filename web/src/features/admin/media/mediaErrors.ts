import { ApiError } from '../../../api/ApiError.ts';

// The API's refusals of a change to an image, as the details panel shows them: alt text problems
// at their field, anything else as one sentence (a key under media.details.errors or the admin's).

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
  if (Object.keys(fields).length) return { fields, messageKey: fields.altEn === 'required' || fields.altAr === 'required' ? 'media.details.errors.needsAlt' : 'errors.checkFields' };
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
