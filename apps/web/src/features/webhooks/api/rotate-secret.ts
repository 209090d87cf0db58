import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookWithSecret } from '@hotel/contracts';
import { apiJson, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { webhooksQueryOptions } from './get-webhooks';

export const rotateWebhookSecret = (id: string) => apiJson<WebhookWithSecret>('POST', `/api/webhooks/${encodeURIComponent(id)}/rotate-secret`, {});

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onError: (err) => toast({ title: 'Failed to rotate secret', description: errorMessage(err, 'Unknown error'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
