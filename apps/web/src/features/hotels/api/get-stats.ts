import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

export const getStats = () => apiJson<StatsResponse>('GET', '/api/stats');

export const statsQueryOptions = () => queryOptions({ queryKey: ['/api/stats'] as const, queryFn: getStats });

/** The export counts must be current when the dialog opens, so this query is always refetched on mount. */
export function useStats(enabled: boolean) {
  return useQuery({ ...statsQueryOptions(), enabled, staleTime: 0 });
}
