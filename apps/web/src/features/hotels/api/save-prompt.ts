import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromptRecord, SavePromptRequest } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';
import { promptsQueryOptions } from './get-prompts';

export const savePrompt = (input: SavePromptRequest) => apiJson<PromptRecord>('POST', '/api/prompts', input);

export function useSavePrompt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePrompt,
    onSuccess: async (saved) => {
      // Put the saved text in the cache at once so the editor never flashes the old text.
      const key = promptsQueryOptions().queryKey;
      if (saved && typeof saved.prompt === 'string') {
        qc.setQueryData(key, (old) => {
          const list = old ?? [];
          return list.some((p) => p.type === saved.type) ? list.map((p) => (p.type === saved.type ? saved : p)) : [...list, saved];
        });
      }
      await qc.invalidateQueries({ queryKey: key });
    },
  });
}
