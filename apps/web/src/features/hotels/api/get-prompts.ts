import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptRecord } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

export const getPrompts = () => apiJson<PromptRecord[]>('GET', '/api/prompts');

export const promptsQueryOptions = () => queryOptions({ queryKey: ['/api/prompts'] as const, queryFn: getPrompts });

/** Spec section 7: refetched fresh (stale time 0) whenever the settings dialog opens (mounts). */
export function usePrompts(enabled: boolean) {
  return useQuery({ ...promptsQueryOptions(), enabled, staleTime: 0, refetchOnMount: 'always' });
}
