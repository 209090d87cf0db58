import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Snippet } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

export const getSnippets = (hotelId: string) => apiJson<Snippet[]>('GET', `/api/hotels/${encodeURIComponent(hotelId)}/snippets`);

export const snippetsQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: [...hotelScopeKey(hotelId), 'snippets'] as const, queryFn: () => getSnippets(hotelId) });

export function useSnippets(hotelId: string) {
  return useQuery(snippetsQueryOptions(hotelId));
}
