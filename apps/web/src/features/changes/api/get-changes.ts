import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeEntry, ProfileFieldName } from '@hotel/contracts';
import { fetchList } from '../../../lib/api';

export interface ChangesParams {
  field?: ProfileFieldName;
  /** YYYY-MM-DD: changes made on or after that day (UTC). */
  since?: string;
  page: number;
  pageSize: number;
}

export function changesUrl(params: ChangesParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.field) search.set('field', params.field);
  if (params.since) search.set('since', params.since);
  return `/api/changes?${search.toString()}`;
}

/** Every change query starts with '/api/changes': one invalidation refreshes the list and the counts. */
export const allChangesQueryKey = ['/api/changes'] as const;

export const changesQueryOptions = (params: ChangesParams) =>
  queryOptions({
    queryKey: [...allChangesQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => fetchList<ChangeEntry>(changesUrl(params), signal),
    placeholderData: keepPreviousData,
  });

export function useChanges(params: ChangesParams) {
  return useQuery(changesQueryOptions(params));
}
