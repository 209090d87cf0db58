import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { webhooksQueryOptions } from './get-webhooks';

export const deleteWebhook = async (id: string) => {
  await apiRequest('DELETE', `/api/webhooks/${encodeURIComponent(id)}`);
};

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => toast({ title: 'Webhook deleted', description: 'No more events are sent to it.' }),
    onError: (err) => toast({ title: 'Failed to delete webhook', description: errorMessage(err, 'Unknown error'), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}
