import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '@hotel/contracts';
import { fetchAuthConfig } from '../../../lib/auth/auth-api';

export const authConfigQueryOptions = () =>
  queryOptions<AuthConfigResponse>({ queryKey: ['/api/auth/config'], queryFn: fetchAuthConfig });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());
