import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { loginError } from './loginError.ts';

describe('the login error catalogue', () => {
  it('reads a 401 (or a message that mentions 401) as bad credentials', () => {
    expect(loginError(new ApiError('Invalid username or password', 401))).toEqual({ key: 'invalidCredentials' });
    expect(loginError(new Error('Request failed with 401'))).toEqual({ key: 'invalidCredentials' });
  });

  it('reads a failed fetch as no connection', () => {
    expect(loginError(new TypeError('Failed to fetch'))).toEqual({ key: 'network' });
  });

  it('tells how long to wait when throttled', () => {
    expect(loginError(new ApiError('Too many', 429, 'RATE_LIMITED', null, 301))).toEqual({ key: 'throttled', minutes: 6 });
  });

  it('shows any other message as it is, or the generic one when it is empty', () => {
    expect(loginError(new ApiError('Unexpected error', 500))).toEqual({ key: 'failed', message: 'Unexpected error' });
    expect(loginError(new Error(''))).toEqual({ key: 'failed' });
  });

  it('calls anything thrown that is not an Error unexpected', () => {
    expect(loginError('boom')).toEqual({ key: 'unexpected' });
  });
});
