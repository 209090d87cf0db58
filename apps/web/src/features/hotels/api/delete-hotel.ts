import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { allHotelsQueryKey } from './get-hotels';
import { statsQueryOptions } from './get-stats';

export async function deleteHotel(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/hotels/${encodeURIComponent(id)}`);
}

export function useDeleteHotel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteHotel,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: allHotelsQueryKey }),
        qc.invalidateQueries({ queryKey: statsQueryOptions().queryKey }),
      ]);
    },
  });
}
