import { describe, expect, it } from 'vitest';
import { ApiError, httpErrorMessage } from '../../../api/ApiError.ts';
import { loginError } from './loginError.ts';

describe('the login error catalogue', () => {
  it('reads a 401 (or a message that mentions 401) as bad credentials', () => {
    expect(loginError(new ApiError('Invalid username or password', 401))).toEqual({ key: 'invalidCredentials' });
    expect(loginError(new ApiError(httpErrorMessage(null, 401), 401))).toEqual({ key: 'invalidCredentials' });
    expect(loginError(new Error('Request failed with 401'))).toEqual({ key: 'invalidCredentials' });
    expect(loginError(new ApiError('Upstream answered 401', 502))).toEqual({ key: 'invalidCredentials' });
  });

  it('reads an answer that is no success ({success: false} with a 200) as bad credentials', () => {
    expect(loginError(new ApiError(httpErrorMessage(undefined, 200), 200))).toEqual({ key: 'invalidCredentials' });
    expect(loginError(new ApiError('No', 200))).toEqual({ key: 'invalidCredentials' });
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
    expect(loginError(new Error('  '))).toEqual({ key: 'failed' });
    // The server said nothing: the API client's "HTTP error! status: 500" is no message for the login screen.
    expect(loginError(new ApiError(httpErrorMessage('', 500), 500))).toEqual({ key: 'failed' });
    expect(loginError(new ApiError(httpErrorMessage(' ', 503), 503))).toEqual({ key: 'failed' });
  });

  it('calls anything thrown that is not an Error unexpected', () => {
    expect(loginError('boom')).toEqual({ key: 'unexpected' });
    expect(loginError({ message: 'Failed to fetch 401' })).toEqual({ key: 'unexpected' });
  });
});
