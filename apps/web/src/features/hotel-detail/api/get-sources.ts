import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelSource } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

export const getSources = (hotelId: string) => apiJson<HotelSource[]>('GET', `/api/hotels/${encodeURIComponent(hotelId)}/sources`);

export const sourcesQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: [...hotelScopeKey(hotelId), 'sources'] as const, queryFn: () => getSources(hotelId) });

export function useSources(hotelId: string) {
  return useQuery(sourcesQueryOptions(hotelId));
}
