import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SignupPendingResponse, SignupRequest } from '@hotel/contracts';
import { ApiError } from '../api';
import { toast } from '../../components/ui/toaster';
import * as authApi from './auth-api';
import { googleSignInErrorText } from './google-sign-in-error';
import { REFRESH_CHECK_INTERVAL_MS, shouldRefresh, withBackoff } from './refresh-schedule';
import { getSession, sessionFromResponse, setSession, subscribeSession } from './session-store';

export interface AuthContextValue {
  user: CurrentUser | null;
  isLoading: boolean;
  isAdmin: boolean;
  login: (email: string, password: string) => Promise<void>;
  /** Resolves with the pending answer when the address must be confirmed first (no session yet). */
  signup: (input: SignupRequest) => Promise<SignupPendingResponse | null>;
  /** Opens a confirmation link's token: on success the person is signed in. */
  verifyEmail: (token: string) => Promise<void>;
  logout: () => Promise<void>;
  loginWithGoogle: () => void;
}

/** Exported so component tests can render screens for a given user without a server. */
export const AuthContext = createContext<AuthContextValue | null>(null);

// One restore per page load even under StrictMode's double effects: refresh tokens rotate, and a
// second concurrent refresh with the old cookie would be refused.
let restorePromise: Promise<void> | null = null;
function restoreSessionOnce(): Promise<void> {
  restorePromise ??= withBackoff(authApi.refresh)
    .then((res) => setSession(sessionFromResponse(res)))
    // A sign-in that finished while the restore was still retrying must not be undone.
    .catch(() => {
      if (getSession()) return;
      setSession(null);
    });
  return restorePromise;
}

let refreshInFlight: Promise<void> | null = null;
function refreshNow(): Promise<void> {
  refreshInFlight ??= withBackoff(authApi.refresh)
    .then((res) => setSession(sessionFromResponse(res)))
    .catch((err: unknown) => {
      // A refused refresh means the session is over; a network failure keeps the token until the next check.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) setSession(null);
      else console.warn('Session refresh failed', err);
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

let authErrorHandled = false;
function showGoogleErrorFromUrl(): void {
  if (authErrorHandled || typeof window === 'undefined') return;
  authErrorHandled = true;
  const url = new URL(window.location.href);
  if (!url.searchParams.has('authError')) return;
  const message = googleSignInErrorText(url.searchParams.get('authError'));
  url.searchParams.delete('authError');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  // After the first commit settles: a toast created while StrictMode re-mounts the toaster is lost.
  setTimeout(() => {
    toast({ title: 'Google login failed', description: message, variant: 'destructive' });
  }, 0);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const restored = useSyncExternalStore(subscribeRestored, isRestored, isRestored);

  useEffect(() => {
    showGoogleErrorFromUrl();
    void restoreSessionOnce().finally(markRestored);
  }, []);

  // Any change of the session refreshes the cached current user; signing out drops every cached answer.
  useEffect(() => {
    return subscribeSession((next) => {
      if (next) {
        queryClient.setQueryData(authApi.AUTH_USER_KEY, next.user);
        void queryClient.invalidateQueries({ queryKey: authApi.AUTH_USER_KEY });
      } else {
        queryClient.clear();
        queryClient.setQueryData(authApi.AUTH_USER_KEY, null);
      }
    });
  }, [queryClient]);

  useEffect(() => {
    const check = () => {
      const s = getSession();
      if (s && shouldRefresh(s.expiresAt, Date.now())) void refreshNow();
    };
    const timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
    // Browsers throttle timers in background tabs and stop them during sleep: check on return too,
    // before the first request goes out with an expired token.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const userQuery = useQuery({
    queryKey: authApi.AUTH_USER_KEY,
    queryFn: ({ signal }) => authApi.fetchCurrentUser(signal),
    enabled: session !== null,
    retry: false,
    staleTime: Infinity,
  });

  // The API no longer accepts the token (e.g. the account was deactivated): signed out.
  useEffect(() => {
    if (session && userQuery.isSuccess && userQuery.data === null) setSession(null);
  }, [session, userQuery.isSuccess, userQuery.data]);

  const login = useCallback(async (email: string, password: string) => {
    const res = await authApi.login({ email, password });
    setSession(sessionFromResponse(res));
  }, []);

  const signup = useCallback(async (input: SignupRequest) => {
    const res = await authApi.signup(input);
    if ('verificationRequired' in res) return res;
    // Without verification the signup answer is already a session: the user is signed in automatically.
    try {
      setSession(sessionFromResponse(res));
    } catch (err) {
      console.error('Automatic sign-in after signup failed', err);
    }
    return null;
  }, []);

  const verifyEmail = useCallback(async (token: string) => {
    const res = await authApi.verifyEmail(token);
    setSession(sessionFromResponse(res));
  }, []);

  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch (err) {
      console.warn('Logout request failed', err);
    }
    setSession(null);
    window.location.assign('/');
  }, []);

  const loginWithGoogle = useCallback(() => {
    window.location.assign('/api/auth/google/start');
  }, []);

  const user = session ? (userQuery.data ?? session.user) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: !restored,
      isAdmin: user?.isAdmin ?? false,
      login,
      signup,
      verifyEmail,
      logout,
      loginWithGoogle,
    }),
    [user, restored, login, signup, verifyEmail, logout, loginWithGoogle],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

// "Has the first restore finished" is page-wide, like the session itself.
let restoredFlag = false;
const restoredListeners = new Set<() => void>();
function markRestored() {
  restoredFlag = true;
  for (const l of restoredListeners) l();
}
function isRestored() {
  return restoredFlag;
}
function subscribeRestored(l: () => void) {
  restoredListeners.add(l);
  return () => {
    restoredListeners.delete(l);
  };
}
