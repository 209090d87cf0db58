import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hotel } from '@hotel/contracts';
import { fetchList } from '../../../lib/api';

/** Section 9: the dashboard shows 5 hotels. Keyed under '/api/hotels' so hotel mutations refresh it too. */
export const RECENT_ACTIVITY_COUNT = 5;

export const recentHotelsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/hotels', 'recent'],
    queryFn: ({ signal }) => fetchList<Hotel>(`/api/hotels?pageSize=${RECENT_ACTIVITY_COUNT}&sort=-updatedAt`, signal),
  });

export const useRecentHotels = () => useQuery(recentHotelsQueryOptions());
