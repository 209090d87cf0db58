import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingChange } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

/** The hotel's profile change nobody has reviewed yet, if any (marked on the Profile tab and in the compare). */
export const pendingChangeQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: [...hotelScopeKey(hotelId), 'changes'] as const,
    queryFn: () => apiJson<PendingChange>('GET', `/api/hotels/${encodeURIComponent(hotelId)}/changes`),
  });

export function usePendingChange(hotelId: string) {
  return useQuery(pendingChangeQueryOptions(hotelId));
}
