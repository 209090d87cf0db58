import type {
  AuthConfigResponse,
  CurrentUser,
  LoginRequest,
  ResendVerificationResponse,
  SessionResponse,
  SignupRequest,
  SignupResponse,
} from '@hotel/contracts';
import { apiJson, apiRequest, parseApiError } from '../api';
import { getAccessToken } from './session-store';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

export const login = (input: LoginRequest) => apiJson<SessionResponse>('POST', '/api/auth/login', input);
/** A session, or (SIGNUP_VERIFICATION=required) "check your email" with no session. */
export const signup = (input: SignupRequest) => apiJson<SignupResponse>('POST', '/api/auth/signup', input);
export const verifyEmail = (token: string) => apiJson<SessionResponse>('POST', '/api/auth/verify-email', { token });
export const resendVerification = (email: string) =>
  apiJson<ResendVerificationResponse>('POST', '/api/auth/resend-verification', { email });
export const refresh = () => apiJson<SessionResponse>('POST', '/api/auth/refresh');
export const logout = () => apiRequest('POST', '/api/auth/logout');
export const fetchAuthConfig = () => apiJson<AuthConfigResponse>('GET', '/api/auth/config');

/**
 * Section 7: no token → signed out without a call; 401 → signed out (null);
 * any other failure → `${status}: ${statusText}`.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const token = getAccessToken();
  if (!token) return null;
  const res = await fetch('/api/auth/user', { headers: { Authorization: `Bearer ${token}` }, credentials: 'include', signal });
  if (res.status === 401) return null;
  if (!res.ok) throw parseApiError(res.status, res.statusText, '');
  return (await res.json()) as CurrentUser;
}
