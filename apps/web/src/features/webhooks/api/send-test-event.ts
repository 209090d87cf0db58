import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { webhooksQueryOptions } from './get-webhooks';

export const sendTestEvent = (id: string) => apiJson<{ deliveryId: string }>('POST', `/api/webhooks/${encodeURIComponent(id)}/test`, {});

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: () => toast({ title: 'Test event queued', description: 'Its delivery shows in the log below.' }),
    onError: (err) => toast({ title: 'Failed to send test event', description: errorMessage(err, 'Unknown error'), variant: 'destructive' }),
    onSettled: (_r, _e, id) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/webhooks', id, 'deliveries'] });
      void queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey });
    },
  });
}
