import { ANTHROPIC_MODELS, BUILTIN_MODEL_ID, type AiModel } from '@hotel/contracts';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';

type ModelsEnv = Pick<Env, 'ANTHROPIC_API_KEY' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODELS'>;

// Shown to content staff, who cannot set server variables: say what is missing and who can fix it.
export const ANTHROPIC_DISABLED_REASON = 'Anthropic models need an API key — ask your administrator';
export const OPENAI_DISABLED_REASON = 'OpenAI-compatible models need an API key or a server address — ask your administrator';
export const DEFAULT_ANTHROPIC_MODEL = 'claude-haiku-4-5';

/**
 * The models a person may pick, derived from configuration only (no network call), so the
 * answer is instant and identical on every API instance. The built-in extractor is always
 * there: the product works offline.
 */
export function listModels(env: ModelsEnv): AiModel[] {
  const anthropicOn = Boolean(env.ANTHROPIC_API_KEY);
  const openaiOn = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  const defaultId = anthropicOn ? DEFAULT_ANTHROPIC_MODEL : BUILTIN_MODEL_ID;

  const models: AiModel[] = ANTHROPIC_MODELS.map((m) => ({
    id: m.id,
    label: m.label,
    provider: 'anthropic' as const,
    available: anthropicOn,
    reason: anthropicOn ? null : ANTHROPIC_DISABLED_REASON,
    isDefault: m.id === defaultId,
  }));
  const seen = new Set(models.map((m) => m.id));
  for (const id of env.OPENAI_MODELS) {
    if (seen.has(id) || id === BUILTIN_MODEL_ID) continue;
    seen.add(id);
    models.push({
      id,
      label: id,
      provider: 'openai',
      available: openaiOn,
      reason: openaiOn ? null : OPENAI_DISABLED_REASON,
      isDefault: id === defaultId,
    });
  }
  models.push({
    id: BUILTIN_MODEL_ID,
    label: 'Built-in extractor (offline)',
    provider: 'builtin',
    available: true,
    reason: null,
    isDefault: defaultId === BUILTIN_MODEL_ID,
  });
  return models;
}

/** The model id a job should use: the requested one when it may be used, else the default. */
export function resolveModel(env: ModelsEnv, requested?: string | null): string {
  const models = listModels(env);
  if (requested === undefined || requested === null || requested.trim() === '') {
    return models.find((m) => m.isDefault)?.id ?? BUILTIN_MODEL_ID;
  }
  const id = requested.trim();
  const model = models.find((m) => m.id === id);
  if (!model) {
    const names = models.map((m) => m.id).join(', ');
    throw new AppError('VALIDATION_ERROR', `Unknown model "${id.slice(0, 100)}". Choose one of: ${names}`);
  }
  if (!model.available) {
    throw new AppError('VALIDATION_ERROR', `Model "${id}" is not available: ${model.reason ?? 'not configured'}`);
  }
  return model.id;
}
