import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@hotel/contracts';
import { ApiError, apiJson } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

/** A hotel without a profile answers 404 NOT_FOUND: that is a state of the page (null), not an error. */
export async function getProfile(hotelId: string): Promise<Profile | null> {
  try {
    return await apiJson<Profile>('GET', `/api/hotels/${encodeURIComponent(hotelId)}/profile`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const profileQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: [...hotelScopeKey(hotelId), 'profile'] as const, queryFn: () => getProfile(hotelId), retry: false });

export function useProfile(hotelId: string) {
  return useQuery(profileQueryOptions(hotelId));
}
