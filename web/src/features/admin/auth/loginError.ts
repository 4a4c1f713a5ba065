import { ApiError } from '../../../api/ApiError.ts';

export type LoginErrorKey = 'invalidCredentials' | 'network' | 'throttled' | 'failed' | 'unexpected';

/**
 * The spec's login error catalogue: bad credentials (a 401), no connection (a failed fetch),
 * any other error's own message, else "Login failed"; a throw that is not an Error is unexpected.
 */
export function loginError(error: unknown): { key: LoginErrorKey; message?: string; minutes?: number } {
  if ((error instanceof ApiError && error.status === 401) || (error instanceof Error && error.message.includes('401'))) {
    return { key: 'invalidCredentials' };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { key: 'throttled', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  }
  if (error instanceof TypeError) return { key: 'network' };
  if (error instanceof Error) return error.message ? { key: 'failed', message: error.message } : { key: 'failed' };
  return { key: 'unexpected' };
}
