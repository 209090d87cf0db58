export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export { getAccessToken, getSession, subscribeSession } from './session-store';
