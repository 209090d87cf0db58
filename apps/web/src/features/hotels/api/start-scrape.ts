import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvRow, ScrapeResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { allHotelsQueryKey } from './get-hotels';

export interface StartScrapeInput {
  hotels: CsvRow[];
  model: string;
}

export const startScrape = ({ hotels, model }: StartScrapeInput) =>
  apiJson<ScrapeResponse>('POST', '/api/scrape', {
    hotels: hotels.map((h) => ({ hotelId: h.hotelId, url: h.url })),
    ...(model ? { model } : {}),
  });

export function useStartScrape() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startScrape,
    // The run creates the hotels as pending right away: show them.
    onSuccess: () => qc.invalidateQueries({ queryKey: allHotelsQueryKey }),
  });
}
