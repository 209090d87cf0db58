import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewChangesResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { allChangesQueryKey } from './get-changes';

export const reviewChanges = (hotelId: string) =>
  apiJson<ReviewChangesResponse>('POST', `/api/hotels/${encodeURIComponent(hotelId)}/changes/review`);

export function useReviewChanges() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewChanges,
    onSuccess: (_res, hotelId) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: allChangesQueryKey }),
        qc.invalidateQueries({ queryKey: ['/api/hotels', hotelId] }),
      ]),
  });
}
