import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookRequest, WebhookWithSecret } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { webhooksQueryOptions } from './get-webhooks';

export const createWebhook = (body: CreateWebhookRequest) => apiJson<WebhookWithSecret>('POST', '/api/webhooks', body);

/** Errors stay with the dialog, which shows the server's reason beside the form. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
