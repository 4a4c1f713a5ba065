import { apiRequest } from '../../../api/request.ts';

export { readStoredToken, storeToken } from '../../../api/token.ts';

export interface StaffUser {
  id: number;
  username: string;
  email: string;
  displayName: string;
  bio: string;
  displayNameAr: string;
  bioAr: string;
  role: 'ADMIN' | 'EDITOR' | 'CONTRIBUTOR';
  active: boolean;
}

export function login(username: string, password: string) {
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login', { method: 'POST', body: { username, password } });
}

/** The second step for an account with authenticator-app codes: the challenge login's 401 carried, and a code. */
export function signInWithCode(challenge: string, code: string) {
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login/code', { method: 'POST', body: { challenge, code } });
}

/**
 * Signs in with a passkey: the options, the browser's ceremony (its library loaded only now), the answer.
 * With the challenge of login's 401, only that account's passkeys (the second step); without it, any (username-less).
 */
export async function signInWithPasskey(challenge?: string) {
  const { options } = await apiRequest<{ options: unknown }>('/api/auth/login/passkey/options', {
    method: 'POST',
    body: challenge ? { challenge } : {},
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login/passkey', { method: 'POST', body: { response } });
}

export function verify(token: string) {
  return apiRequest<{ user: StaffUser }>('/api/auth/verify', { token });
}

export function logout(token: string) {
  return apiRequest<unknown>('/api/auth/logout', { method: 'POST', token });
}
