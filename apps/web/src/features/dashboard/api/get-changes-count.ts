import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeEntry } from '@hotel/contracts';
import { fetchList } from '../../../lib/api';

/** How many hotels have a change waiting for review: the list's total, read from a one-row page. */
export const changesCountQueryOptions = () =>
  queryOptions({
    // Under '/api/changes', so reviewing or restoring on the Changes screen refreshes the card too.
    queryKey: ['/api/changes', 'count'] as const,
    queryFn: async ({ signal }) => (await fetchList<ChangeEntry>('/api/changes?page=1&pageSize=1', signal)).total,
  });

export const useChangesCount = () => useQuery(changesCountQueryOptions());
