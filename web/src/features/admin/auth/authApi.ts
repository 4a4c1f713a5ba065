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

/** Whether the company's sign-in service is set up, what it is called and where a sign-in starts (docs/security.md#single-sign-on). */
export function singleSignOnInfo() {
  return apiRequest<{ enabled: boolean; name: string | null; startPath: string | null }>('/api/auth/sso');
}

/** The one-time code the sign-in service's callback left in the address (#sso=…), for a session. */
export function signInWithSingleSignOn(code: string) {
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login/sso', { method: 'POST', body: { code } });
}

export function verify(token: string) {
  return apiRequest<{ user: StaffUser }>('/api/auth/verify', { token });
}

export function logout(token: string) {
  return apiRequest<unknown>('/api/auth/logout', { method: 'POST', token });
}
