import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestoreProfileResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { allChangesQueryKey } from './get-changes';

export const restoreProfile = ({ hotelId, version }: { hotelId: string; version: number }) =>
  apiJson<RestoreProfileResponse>('POST', `/api/hotels/${encodeURIComponent(hotelId)}/profile/restore`, { version });

export function useRestoreProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restoreProfile,
    // The restored name shows in the hotels list too, so every hotel query refetches, not just this hotel's.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: allChangesQueryKey }), qc.invalidateQueries({ queryKey: ['/api/hotels'] })]),
  });
}
