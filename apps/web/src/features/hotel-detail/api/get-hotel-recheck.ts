import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelRecheck } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

export const getHotelRecheck = (id: string) => apiJson<HotelRecheck>('GET', `/api/hotels/${encodeURIComponent(id)}/recheck`);

export const hotelRecheckQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...hotelScopeKey(id), 'recheck'] as const, queryFn: () => getHotelRecheck(id) });

export function useHotelRecheck(id: string) {
  return useQuery(hotelRecheckQueryOptions(id));
}
