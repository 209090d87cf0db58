import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Run } from '@hotel/contracts';
import { fetchList } from '../../../lib/api';

export const runsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/runs'], queryFn: ({ signal }) => fetchList<Run>('/api/runs?pageSize=10', signal) });

export const useRuns = () => useQuery(runsQueryOptions());
