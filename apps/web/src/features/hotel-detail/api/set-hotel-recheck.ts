import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelRecheck } from '@hotel/contracts';
import { apiJson, errorMessage } from '../../../lib/api';
import { toast } from '../../../components/ui/toaster';
import { hotelRecheckQueryOptions } from './get-hotel-recheck';

/** days: null = the default interval, 0 = never, N = every N days. */
export const setHotelRecheck = ({ hotelId, days }: { hotelId: string; days: number | null }) =>
  apiJson<HotelRecheck>('PUT', `/api/hotels/${encodeURIComponent(hotelId)}/recheck`, { days });

export function useSetHotelRecheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setHotelRecheck,
    onSuccess: (data, { hotelId }) => {
      qc.setQueryData(hotelRecheckQueryOptions(hotelId).queryKey, data);
      toast({ title: 'Re-check schedule saved' });
    },
    onError: (err) => toast({ title: 'Failed to save the re-check schedule', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
}
