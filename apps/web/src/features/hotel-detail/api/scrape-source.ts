import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScrapeSourceResponse } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

export interface ScrapeSourceInput {
  hotelId: string;
  url: string;
  model: string;
}

/** 200 completed, 202 queued, 422 (thrown as ApiError) with the reason the page cannot be captured. */
export const scrapeSource = ({ hotelId, url, model }: ScrapeSourceInput) =>
  apiJson<ScrapeSourceResponse>('POST', `/api/hotels/${encodeURIComponent(hotelId)}/scrape-source`, {
    url,
    ...(model ? { model } : {}),
  });

export function useScrapeSource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: scrapeSource,
    // Success or failure, the sources (and maybe snippets, hotel status) changed.
    onSettled: (_res, _err, { hotelId }) => qc.invalidateQueries({ queryKey: hotelScopeKey(hotelId) }),
  });
}
