import { ApiError, httpErrorMessage } from '../../../api/ApiError.ts';

/** The challenge of a refusal that asks for a code from an authenticator app (docs/security.md#two-factor-sign-in), else null. */
export function secondFactorChallenge(error: unknown): string | null {
  const details = error instanceof ApiError ? error.details : null;
  return details?.secondFactor && typeof details.challenge === 'string' ? details.challenge : null;
}

export type LoginErrorKey = 'invalidCredentials' | 'network' | 'throttled' | 'failed' | 'unexpected';

/**
 * The spec's login error catalogue: bad credentials (the server said no: a 401, an answer that is not
 * a success, or a message that mentions 401), no connection (a failed fetch), any other error's own
 * message, else "Login failed"; a throw that is not an Error is unexpected.
 */
export function loginError(error: unknown): { key: LoginErrorKey; message?: string; minutes?: number } {
  if (!(error instanceof Error)) return { key: 'unexpected' };
  // "Login returns false": an answer of 200 that is no success (`{success: false}`) is a refusal too.
  const refused = error instanceof ApiError && (error.status === 401 || (error.status >= 200 && error.status < 300));
  if (refused || error.message.includes('401')) return { key: 'invalidCredentials' };
  if (error instanceof ApiError && error.status === 429) {
    return { key: 'throttled', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  }
  if (error instanceof TypeError) return { key: 'network' };
  // An answer without a message of its own carries the API client's "HTTP error! status: …": no message for this screen.
  const withoutMessage = error instanceof ApiError && error.message === httpErrorMessage(null, error.status);
  const message = withoutMessage ? '' : error.message.trim();
  return message ? { key: 'failed', message } : { key: 'failed' };
}
