import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/stats'], queryFn: () => apiJson<StatsResponse>('GET', '/api/stats') });

export const useStats = () => useQuery(statsQueryOptions());
