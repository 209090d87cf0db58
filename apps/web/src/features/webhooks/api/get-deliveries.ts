import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@hotel/contracts';
import { fetchList } from '../../../lib/api';

export const DELIVERIES_PAGE_SIZE = 20;

export const deliveriesQueryOptions = (endpointId: string, page = 1) =>
  queryOptions({
    queryKey: ['/api/webhooks', endpointId, 'deliveries', page],
    queryFn: ({ signal }) =>
      fetchList<WebhookDelivery>(`/api/webhooks/${encodeURIComponent(endpointId)}/deliveries?page=${page}&pageSize=${DELIVERIES_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
    // A delivery still being retried changes on its own: look again while any is open.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending' || d.status === 'retrying') ? 3_000 : false),
  });

export const useDeliveries = (endpointId: string, page: number) => useQuery(deliveriesQueryOptions(endpointId, page));
