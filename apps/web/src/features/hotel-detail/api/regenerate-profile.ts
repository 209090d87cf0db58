import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegenerateProfileResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { hotelQueryOptions } from './get-hotel';

export const regenerateProfile = ({ hotelId, model }: { hotelId: string; model: string }) =>
  apiJson<RegenerateProfileResponse>('POST', `/api/hotels/${encodeURIComponent(hotelId)}/regenerate-profile`, model ? { model } : {});

export function useRegenerateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: regenerateProfile,
    // The hotel turns processing on the server; the new profile arrives with a hotel-updated event.
    onSuccess: (_res, { hotelId }) => qc.invalidateQueries({ queryKey: hotelQueryOptions(hotelId).queryKey }),
  });
}
