import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { isCancelledCeremony, passkeySignInError } from './passkeyCeremony.ts';

const named = (name: string, code?: string) => Object.assign(new Error('x'), { name, code });

describe('passkey sign-in errors', () => {
  it('reads a closed or timed-out prompt as a cancel, not an error', () => {
    expect(isCancelledCeremony(named('NotAllowedError'))).toBe(true);
    expect(isCancelledCeremony(named('AbortError'))).toBe(true);
    expect(isCancelledCeremony(named('Error', 'ERROR_CEREMONY_ABORTED'))).toBe(true);
    expect(isCancelledCeremony(named('SecurityError'))).toBe(false);
    expect(passkeySignInError(named('NotAllowedError'))).toBe('cancelled');
  });

  it("names the server's refusals (details.passkey) and leaves the rest to the login catalogue", () => {
    for (const reason of ['expired', 'unknown', 'invalid', 'cloned'] as const) {
      expect(passkeySignInError(new ApiError('no', 401, 'UNAUTHENTICATED', { passkey: reason }))).toBe(reason);
    }
    expect(passkeySignInError(new ApiError('slow down', 429, 'RATE_LIMITED'))).toBeNull();
    expect(passkeySignInError(new TypeError('Failed to fetch'))).toBeNull();
    expect(passkeySignInError(named('NotSupportedError'))).toBe('unsupported');
  });
});
