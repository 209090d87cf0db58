import { ANTHROPIC_MODELS, BUILTIN_MODEL_ID, type AiModel } from '@hotel/contracts';
import { AppError } from '../errors.ts';

/** Which providers this install can reach: read from the API's or the worker's environment. */
export interface ModelsConfig {
  anthropicApiKey?: string | undefined;
  openaiApiKey?: string | undefined;
  openaiBaseUrl?: string | undefined;
  openaiModels?: readonly string[] | undefined;
}

// Shown to content staff, who cannot set server variables: say what is missing and who can fix it.
export const ANTHROPIC_UNAVAILABLE_REASON = 'Anthropic models need an API key — ask your administrator';
export const OPENAI_UNAVAILABLE_REASON = 'OpenAI-compatible models need an API key or a server address — ask your administrator';
/** The model a run uses when Anthropic is configured and the run names none. */
export const DEFAULT_ANTHROPIC_MODEL_ID = 'claude-haiku-4-5';
export const BUILTIN_MODEL_LABEL = 'Built-in extractor (offline)';

/**
 * The models a person may pick, derived from configuration only (no network call), so the
 * answer is instant and identical on every API instance and worker. The built-in extractor is
 * always there: the product works offline.
 */
export function listModels(config: ModelsConfig): AiModel[] {
  const anthropicOn = Boolean(config.anthropicApiKey);
  const openaiOn = Boolean(config.openaiApiKey || config.openaiBaseUrl);
  const defaultId = anthropicOn ? DEFAULT_ANTHROPIC_MODEL_ID : BUILTIN_MODEL_ID;

  const models: AiModel[] = ANTHROPIC_MODELS.map((m) => ({
    id: m.id,
    label: m.label,
    provider: 'anthropic' as const,
    available: anthropicOn,
    reason: anthropicOn ? null : ANTHROPIC_UNAVAILABLE_REASON,
    isDefault: m.id === defaultId,
  }));
  const seen = new Set(models.map((m) => m.id));
  for (const id of config.openaiModels ?? []) {
    if (seen.has(id) || id === BUILTIN_MODEL_ID) continue;
    seen.add(id);
    models.push({
      id,
      label: id,
      provider: 'openai',
      available: openaiOn,
      reason: openaiOn ? null : OPENAI_UNAVAILABLE_REASON,
      isDefault: id === defaultId,
    });
  }
  models.push({
    id: BUILTIN_MODEL_ID,
    label: BUILTIN_MODEL_LABEL,
    provider: 'builtin',
    available: true,
    reason: null,
    isDefault: defaultId === BUILTIN_MODEL_ID,
  });
  return models;
}

export function defaultModelId(config: ModelsConfig): string {
  return config.anthropicApiKey ? DEFAULT_ANTHROPIC_MODEL_ID : BUILTIN_MODEL_ID;
}

/** The catalogue entry of a usable model, or why it cannot be used (one wording for the API, the CLIs and a hotel's error). */
export function checkModel(config: ModelsConfig, modelId: string): { model: AiModel; error?: never } | { model?: never; error: string } {
  const models = listModels(config);
  const model = models.find((m) => m.id === modelId);
  if (!model) {
    const names = models.map((m) => m.id).join(', ');
    return { error: `Unknown model "${modelId.slice(0, 100)}". Choose one of: ${names}` };
  }
  if (!model.available) return { error: `Model "${modelId}" is not available: ${model.reason ?? 'not configured'}` };
  return { model };
}

/** The model id a job should use: the requested one when it may be used, else the default. */
export function resolveModelId(config: ModelsConfig, requested?: string | null): string {
  if (requested === undefined || requested === null || requested.trim() === '') return defaultModelId(config);
  const checked = checkModel(config, requested.trim());
  if (checked.error !== undefined) throw new AppError('VALIDATION_ERROR', checked.error);
  return checked.model.id;
}
