import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CurrentUser } from '@hotel/contracts';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-provider';

/**
 * Renders a screen inside the app's providers with the given signed-in user and auth actions.
 * `queryData` primes the query cache (e.g. the public auth config) with answers the server gave.
 */
export function renderWithApp(
  ui: ReactElement,
  auth: Partial<AuthContextValue> & { user?: CurrentUser | null } = {},
  { queryData = [] }: { queryData?: [readonly unknown[], unknown][] } = {},
) {
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
  // Primed answers count as fresh, so the screen does not ask a server the test does not run.
  for (const [key, data] of queryData) {
    queryClient.setQueryData(key, data);
    queryClient.setQueryDefaults(key, { staleTime: Infinity });
  }
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={value}>{ui}</AuthContext>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
