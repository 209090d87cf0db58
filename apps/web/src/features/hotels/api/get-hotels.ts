import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Hotel, HotelStatus } from '@hotel/contracts';
import { fetchList } from '../../../lib/api';

export interface HotelsParams {
  q?: string;
  status?: HotelStatus;
  page: number;
  pageSize: number;
}

export function hotelsUrl(params: HotelsParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  return `/api/hotels?${search.toString()}`;
}

export const getHotels = (params: HotelsParams, signal?: AbortSignal) => fetchList<Hotel>(hotelsUrl(params), signal);

/** Every hotel query starts with '/api/hotels', so invalidating that prefix refreshes lists and details. */
export const hotelsQueryOptions = (params: HotelsParams) =>
  queryOptions({
    queryKey: ['/api/hotels', 'list', params] as const,
    queryFn: ({ signal }) => getHotels(params, signal),
    // Keep the current page on screen while the next one loads: paging and typing never flash empty.
    placeholderData: keepPreviousData,
  });

export const allHotelsQueryKey = ['/api/hotels'] as const;

export function useHotels(params: HotelsParams) {
  return useQuery(hotelsQueryOptions(params));
}
