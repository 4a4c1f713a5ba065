/** The spec's storage key for the admin's bearer token (browser local storage). */
export const tokenStorageKey = 'admin_auth_token';

export function readStoredToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(tokenStorageKey, token);
    else localStorage.removeItem(tokenStorageKey);
  } catch {
    // Storage is unavailable (private mode): the session lasts for this page only.
  }
}
