import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// Spec section 7: data only changes when someone acts (mutations invalidate) or a live event
// arrives, so nothing refetches on its own and nothing retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
