import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { profileVersionsQueryOptions } from './get-profile-versions';

export const getProfileVersion = (hotelId: string, version: number) =>
  apiJson<Profile>('GET', `/api/hotels/${encodeURIComponent(hotelId)}/profile/versions/${version}`);

export const profileVersionQueryOptions = (hotelId: string, version: number) =>
  queryOptions({
    queryKey: [...profileVersionsQueryOptions(hotelId).queryKey, version] as const,
    queryFn: () => getProfileVersion(hotelId, version),
  });

export function useProfileVersion(hotelId: string, version: number | null) {
  return useQuery({ ...profileVersionQueryOptions(hotelId, version ?? 0), enabled: version !== null });
}
