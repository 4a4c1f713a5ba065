import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { secondFactorRequiredEvent, unauthenticatedEvent } from '../../../relay/fetchGraphQL.ts';
import * as authApi from './authApi.ts';
import type { StaffUser } from './authApi.ts';
import { rememberRole } from './roles.ts';

type AuthState =
  | { status: 'loading'; user: null; token: null }
  | { status: 'authenticated'; user: StaffUser; token: string }
  | { status: 'anonymous'; user: null; token: null };

type AuthAction = { type: 'signedIn'; user: StaffUser; token: string } | { type: 'signedOut' } | { type: 'userChanged'; user: StaffUser };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signedIn':
      return { status: 'authenticated', user: action.user, token: action.token };
    case 'signedOut':
      return { status: 'anonymous', user: null, token: null };
    case 'userChanged':
      return state.status === 'authenticated' ? { ...state, user: action.user } : state;
  }
}

interface AuthContextValue {
  state: AuthState;
  login(username: string, password: string): Promise<void>;
  /** The code step, after login refused with `details.secondFactor` (see secondFactorChallenge). */
  signInWithCode(challenge: string, code: string): Promise<void>;
  /** The one-time code single sign-on left in the login screen's address. */
  signInWithSingleSignOn(code: string): Promise<void>;
  /** A passkey: alone (no challenge) or as the second step (login's challenge). */
  signInWithPasskey(challenge?: string): Promise<void>;
  /**
   * The account is read again: after a second factor was set up (the panel opens if the policy held
   * it), or when the policy comes to hold it (the setup screen shows).
   */
  refreshAccount(): Promise<void>;
  logout(): Promise<void>;
  updateUser(user: StaffUser): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/**
 * The spec's auth states: loading; a stored token is verified (failure removes it silently);
 * a sign-in stores the token; signing out clears everything even when the server call fails.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, { status: 'loading', user: null, token: null });
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const token = authApi.readStoredToken();
    if (!token) {
      dispatch({ type: 'signedOut' });
      return;
    }
    let cancelled = false;
    authApi.verify(token).then(
      ({ user }) => {
        if (cancelled) return;
        rememberRole(user);
        dispatch({ type: 'signedIn', user, token });
      },
      () => {
        if (cancelled) return;
        authApi.storeToken(null);
        dispatch({ type: 'signedOut' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // The screen's loader ran for no one: it runs again for the new session before the panel shows.
  // The router hands its data to React in a transition; the panel follows in one, after it.
  const signedIn = useCallback(
    async ({ user, token }: { user: StaffUser; token: string }) => {
      authApi.storeToken(token);
      rememberRole(user);
      // Held by the second-factor policy, the account has no screen to load but its setup.
      if (!user.secondFactorSetupRequired) await revalidate();
      startTransition(() => dispatch({ type: 'signedIn', user, token }));
    },
    [revalidate],
  );
  const login = useCallback(async (username: string, password: string) => signedIn(await authApi.login(username, password)), [signedIn]);
  const signInWithCode = useCallback(async (challenge: string, code: string) => signedIn(await authApi.signInWithCode(challenge, code)), [signedIn]);
  const signInWithSingleSignOn = useCallback(async (code: string) => signedIn(await authApi.signInWithSingleSignOn(code)), [signedIn]);

  const signInWithPasskey = useCallback(async (challenge?: string) => signedIn(await authApi.signInWithPasskey(challenge)), [signedIn]);
  const token = state.token;
  const refreshAccount = useCallback(async () => {
    if (token) await signedIn({ user: (await authApi.verify(token)).user, token });
  }, [signedIn, token]);
  const logout = useCallback(async () => {
    authApi.storeToken(null);
    dispatch({ type: 'signedOut' });
    if (token) await authApi.logout(token).catch(() => undefined);
  }, [token]);

  // A request refused for an expired or ended session signs the panel out.
  useEffect(() => {
    const onRejected = () => {
      authApi.storeToken(null);
      dispatch({ type: 'signedOut' });
    };
    window.addEventListener(unauthenticatedEvent, onRejected);
    return () => window.removeEventListener(unauthenticatedEvent, onRejected);
  }, []);

  // A request refused because the second-factor policy now holds this account: its setup screen shows.
  const held = state.user?.secondFactorSetupRequired === true;
  useEffect(() => {
    if (held) return;
    const onHeld = () => void refreshAccount().catch(() => undefined);
    window.addEventListener(secondFactorRequiredEvent, onHeld);
    return () => window.removeEventListener(secondFactorRequiredEvent, onHeld);
  }, [refreshAccount, held]);

  const updateUser = useCallback((user: StaffUser) => {
    rememberRole(user);
    dispatch({ type: 'userChanged', user });
  }, []);

  const value = useMemo(
    () => ({ state, login, signInWithCode, signInWithSingleSignOn, signInWithPasskey, refreshAccount, logout, updateUser }),
    [state, login, signInWithCode, signInWithSingleSignOn, signInWithPasskey, refreshAccount, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
