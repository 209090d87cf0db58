import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { hotelScopeKey } from './get-hotel';

export async function deleteSnippet({ snippetId }: { snippetId: string; hotelId: string }): Promise<void> {
  await apiRequest('DELETE', `/api/snippets/${encodeURIComponent(snippetId)}`);
}

export function useDeleteSnippet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSnippet,
    // Snippet list, source counts and the hotel's snippet count all change.
    onSuccess: (_res, { hotelId }) => qc.invalidateQueries({ queryKey: hotelScopeKey(hotelId) }),
  });
}
