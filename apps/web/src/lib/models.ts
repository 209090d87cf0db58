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

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * How a model reads in a list: its label, plus the id in brackets when the label does not already
 * say it ('Balanced (claude-sonnet-4-5)', but 'Built-in extractor (offline)', not '... (builtin)').
 */
export function modelOptionText(model: Pick<AiModel, 'id' | 'label'>): string {
  return squash(model.label).includes(squash(model.id)) ? model.label : `${model.label} (${model.id})`;
}

/** The models to offer: the ones that can be used now first, each group in the server's order. */
export function modelsForChoice(models: readonly AiModel[] | undefined): AiModel[] {
  const list = models ?? [];
  return [...list.filter((m) => m.available), ...list.filter((m) => !m.available)];
}

/** Why some models cannot be chosen: each reason once, with the models it concerns. */
export function unavailableReasons(models: readonly AiModel[] | undefined): Array<{ reason: string; labels: string[] }> {
  const reasons = new Map<string, string[]>();
  for (const m of models ?? []) {
    if (m.available) continue;
    const reason = m.reason ?? 'Not configured';
    reasons.set(reason, [...(reasons.get(reason) ?? []), m.label]);
  }
  return [...reasons].map(([reason, labels]) => ({ reason, labels }));
}

/** A model id as people read it (its label from the models list); the id itself when unknown. */
export function modelLabel(models: readonly AiModel[] | undefined, id: string): string {
  const model = models?.find((m) => m.id === id);
  return model ? model.label : id;
}
