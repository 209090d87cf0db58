import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiModel } from '@hotel/contracts';
import { apiJson } from './api';

export const getModels = () => apiJson<AiModel[]>('GET', '/api/models');

export const modelsQueryOptions = () => queryOptions({ queryKey: ['/api/models'] as const, queryFn: getModels });

export function useModels() {
  return useQuery(modelsQueryOptions());
}

/** The model to preselect: the server's default if it can be used, else the first usable one. */
export function defaultModelId(models: readonly AiModel[] | undefined): string {
  if (!models) return '';
  return (models.find((m) => m.isDefault && m.available) ?? models.find((m) => m.available))?.id ?? '';
}
