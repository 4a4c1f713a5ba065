import type { ErrorCode } from '../../web/src/api/errorCodes.ts';
import { isDatabaseBusy, uniqueViolationFields } from './db/errors.ts';

// The error vocabulary of the API, shared by services, GraphQL, REST and pages, and bound to none of
// them: a code, its HTTP status, and the ApiError that carries them. Each door shows them in its own
// shape, in one place: graphql/errors.ts, rest/errors.ts, http/pages.ts. The codes and their statuses
// live with the web app, which reads them too.
export { errorStatus, isErrorCode, type ErrorCode } from '../../web/src/api/errorCodes.ts';

/**
 * An error the caller may see: a code, a message and, for bad input, the fields at fault. Anything
 * else thrown is a fault of ours, logged and masked.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function apiError(code: ErrorCode, message: string, details?: Record<string, unknown>, options?: { retryAfterSeconds?: number }): ApiError {
  return new ApiError(code, message, details, options);
}

/**
 * The ApiError a thrown value stands for, or null when it is a fault of ours (logged and masked).
 * Database unique violations are the caller's conflict, whichever model they come from; a busy
 * database is a 503 to retry.
 */
export function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const fields = uniqueViolationFields(error);
  if (fields) {
    const what = fields.length ? fields.join(' and ') : 'value';
    return new ApiError('CONFLICT', `This ${what} is already in use`, Object.fromEntries(fields.map((field) => [field, 'taken'])));
  }
  // Nothing is wrong with the request: the caller may simply try again in a moment.
  if (isDatabaseBusy(error))
    return new ApiError('SERVICE_UNAVAILABLE', 'The service is busy. Please try again in a moment.', undefined, { retryAfterSeconds: 1 });
  return null;
}
