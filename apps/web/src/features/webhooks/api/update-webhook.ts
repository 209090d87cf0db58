import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookRequest, WebhookEndpoint } from '@hotel/contracts';
import { apiJson, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { webhooksQueryOptions } from './get-webhooks';

export const updateWebhook = (id: string, body: UpdateWebhookRequest) => apiJson<WebhookEndpoint>('PATCH', `/api/webhooks/${encodeURIComponent(id)}`, body);

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookRequest }) => updateWebhook(id, body),
    onSuccess: (endpoint, { body }) => {
      if (body.enabled !== undefined) toast({ title: endpoint.enabled ? 'Webhook enabled' : 'Webhook disabled', description: endpoint.url });
    },
    onError: (err) => toast({ title: 'Failed to update webhook', description: errorMessage(err, 'Unknown error'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
