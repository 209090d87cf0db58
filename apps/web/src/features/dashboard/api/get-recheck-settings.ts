import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecheckSettings } from '@hotel/contracts';
import { apiJson, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';

export const recheckSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/settings/rechecks'] as const, queryFn: () => apiJson<RecheckSettings>('GET', '/api/settings/rechecks') });

export function useRecheckSettings() {
  return useQuery(recheckSettingsQueryOptions());
}

/** Admins pause or resume every scheduled re-check (audited on the server). */
export function useSetRecheckPaused() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => apiJson<RecheckSettings>('PUT', '/api/settings/rechecks', { paused }),
    onSuccess: (data) => {
      qc.setQueryData(recheckSettingsQueryOptions().queryKey, data);
      toast({ title: data.paused ? 'Scheduled re-checks paused' : 'Scheduled re-checks resumed' });
    },
    onError: (err) => toast({ title: 'Failed to change scheduled re-checks', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
}
