import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

export const webhooksQueryOptions = () => queryOptions({ queryKey: ['/api/webhooks'], queryFn: () => apiJson<WebhookEndpoint[]>('GET', '/api/webhooks') });

export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQueryOptions(), enabled });
