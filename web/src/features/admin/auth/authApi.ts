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
  /** The second-factor policy covers this account and it has none: the panel shows the setup screen alone. */
  secondFactorSetupRequired?: boolean;
}

const deviceKey = 'admin_device';

/**
 * This browser's own random name, sent with each sign-in (X-Sovra-Device): a sign-in from a browser
 * the account has not used emails its owner (docs/security.md#new-sign-ins). Kept, never shown.
 */
function signInHeaders(): Record<string, string> {
  try {
    let device = localStorage.getItem(deviceKey);
    if (!device || !/^[\w-]{16,64}$/.test(device)) {
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      device = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(deviceKey, device);
    }
    return { 'x-sovra-device': device };
  } catch {
    // No storage (a private window that refuses it): the server knows the browser by its User-Agent.
    return {};
  }
}

export function login(username: string, password: string) {
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login', { method: 'POST', body: { username, password }, headers: signInHeaders() });
}

/** The second step for an account with authenticator-app codes: the challenge login's 401 carried, and a code. */
export function signInWithCode(challenge: string, code: string) {
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login/code', { method: 'POST', body: { challenge, code }, headers: signInHeaders() });
}

/** Whether the company's sign-in service is set up, what it is called and where a sign-in starts (docs/security.md#single-sign-on). */
export function singleSignOnInfo() {
  return apiRequest<{ enabled: boolean; name: string | null; startPath: string | null }>('/api/auth/sso');
}

/** The one-time code the sign-in service's callback left in the address (#sso=…), for a session. */
export function signInWithSingleSignOn(code: string) {
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login/sso', { method: 'POST', body: { code }, headers: signInHeaders() });
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
  return apiRequest<{ user: StaffUser; token: string }>('/api/auth/login/passkey', { method: 'POST', body: { response }, headers: signInHeaders() });
}

export function verify(token: string) {
  return apiRequest<{ user: StaffUser }>('/api/auth/verify', { token });
}

export function logout(token: string) {
  return apiRequest<unknown>('/api/auth/logout', { method: 'POST', token });
}
