import type { CurrentUser, SessionResponse } from '@hotel/contracts';

/**
 * The session lives in module memory only: the access token must never reach localStorage
 * (an XSS could read it there); the long-lived refresh token stays in an httpOnly cookie.
 */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  user: CurrentUser;
}

type Listener = (session: Session | null) => void;

let current: Session | null = null;
const listeners = new Set<Listener>();

export function getSession(): Session | null {
  return current;
}

export function getAccessToken(): string | null {
  return current?.accessToken ?? null;
}

export function setSession(session: Session | null): void {
  current = session;
  for (const l of listeners) l(session);
}

export function sessionFromResponse(res: SessionResponse): Session {
  const expiresAt = Date.parse(res.expiresAt);
  return { accessToken: res.accessToken, expiresAt: Number.isNaN(expiresAt) ? Date.now() : expiresAt, user: res.user };
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the request helper when the API answers 401 to an authenticated call. */
export function handleUnauthorized(): void {
  if (current) setSession(null);
}
