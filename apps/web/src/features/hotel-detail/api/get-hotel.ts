import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hotel } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

const enc = encodeURIComponent;

/** Every query of one hotel starts with this key, so one invalidation refreshes the whole page. */
export const hotelScopeKey = (id: string) => ['/api/hotels', id] as const;

export const getHotel = (id: string) => apiJson<Hotel>('GET', `/api/hotels/${enc(id)}`);

export const hotelQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...hotelScopeKey(id), 'detail'] as const, queryFn: () => getHotel(id) });

export function useHotel(id: string) {
  return useQuery(hotelQueryOptions(id));
}
