import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CurrentUser } from '@hotel/contracts';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-provider';

/** Renders a screen inside the app's providers with the given signed-in user and auth actions. */
export function renderWithApp(ui: ReactElement, auth: Partial<AuthContextValue> & { user?: CurrentUser | null } = {}) {
  const user = auth.user ?? null;
  const value: AuthContextValue = {
    user,
    isLoading: false,
    isAdmin: user?.isAdmin ?? false,
    login: async () => {},
    signup: async () => null,
    verifyEmail: async () => {},
    logout: async () => {},
    loginWithGoogle: () => {},
    ...auth,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={value}>{ui}</AuthContext>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
