import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileVersionSummary } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { profileQueryOptions } from './get-profile';

export const getProfileVersions = (hotelId: string) =>
  apiJson<ProfileVersionSummary[]>('GET', `/api/hotels/${encodeURIComponent(hotelId)}/profile/versions`);

export const profileVersionsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: [...profileQueryOptions(hotelId).queryKey, 'versions'] as const,
    queryFn: () => getProfileVersions(hotelId),
  });

export function useProfileVersions(hotelId: string, enabled: boolean) {
  return useQuery({ ...profileVersionsQueryOptions(hotelId), enabled });
}
