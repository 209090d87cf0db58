import { ANTHROPIC_MODELS, BUILTIN_MODEL_ID, type AiModel } from '@hotel/contracts';
import { NonRetryableError } from '../fetch/errors.ts';
import type { LlmClient } from './llm.ts';
import { createLlmProfileGenerator } from './profile-generator/index.ts';
import { createAnthropicClient } from './providers/anthropic.ts';
import { createBuiltinGenerator } from './providers/builtin.ts';
import { createOpenAiClient } from './providers/openai.ts';
import type { ProfileGenerator } from './types.ts';

export interface AiConfig {
  anthropicApiKey?: string | undefined;
  anthropicBaseUrl?: string | undefined;
  /** Catalogue id → the id sent to the API (e.g. a dated snapshot), when it differs (ANTHROPIC_MODEL_IDS in config.ts). */
  anthropicModelIds?: Record<string, string> | undefined;
  openaiApiKey?: string | undefined;
  openaiBaseUrl?: string | undefined;
  openaiModels?: string[] | undefined;
  llmTimeoutMs?: number | undefined;
}

export interface ResolvedModel {
  id: string;
  provider: AiModel['provider'];
  generator: ProfileGenerator;
  /** The raw client for the optional snippet steps; null for the built-in model. */
  llm: LlmClient | null;
}

export interface ModelRegistry {
  list(): AiModel[];
  readonly defaultModelId: string;
  /** Throws UnknownModelError with a readable reason when the model cannot be used. */
  resolve(modelId: string): ResolvedModel;
}

export class UnknownModelError extends NonRetryableError {}

const BUILTIN_LABEL = 'Built-in extractor (offline)';

/** The model a run uses when Anthropic is configured and the run names none. */
export const DEFAULT_ANTHROPIC_MODEL_ID = 'claude-haiku-4-5';

/** Model id → provider, from configuration. Clients are created lazily and reused. */
export function createModelRegistry(config: AiConfig): ModelRegistry {
  const anthropicReady = !!config.anthropicApiKey;
  const openaiModels = config.openaiModels ?? [];
  const openaiReady = !!(config.openaiApiKey || config.openaiBaseUrl);
  const defaultModelId = anthropicReady ? DEFAULT_ANTHROPIC_MODEL_ID : BUILTIN_MODEL_ID;
  const cache = new Map<string, ResolvedModel>();

  const list = (): AiModel[] => [
    ...ANTHROPIC_MODELS.map((m) => ({
      id: m.id,
      label: m.label,
      provider: 'anthropic' as const,
      available: anthropicReady,
      reason: anthropicReady ? null : 'ANTHROPIC_API_KEY is not configured',
      isDefault: m.id === defaultModelId,
    })),
    ...openaiModels.map((id) => ({
      id,
      label: id,
      provider: 'openai' as const,
      available: openaiReady,
      reason: openaiReady ? null : 'OPENAI_API_KEY or OPENAI_BASE_URL is not configured',
      isDefault: id === defaultModelId,
    })),
    { id: BUILTIN_MODEL_ID, label: BUILTIN_LABEL, provider: 'builtin' as const, available: true, reason: null, isDefault: defaultModelId === BUILTIN_MODEL_ID },
  ];

  const build = (modelId: string): ResolvedModel => {
    if (modelId === BUILTIN_MODEL_ID) return { id: modelId, provider: 'builtin', generator: createBuiltinGenerator(), llm: null };
    if (ANTHROPIC_MODELS.some((m) => m.id === modelId)) {
      if (!config.anthropicApiKey) throw new UnknownModelError(`Model '${modelId}' is not available: ANTHROPIC_API_KEY is not configured`);
      const llm = createAnthropicClient({
        apiKey: config.anthropicApiKey,
        baseURL: config.anthropicBaseUrl,
        model: config.anthropicModelIds?.[modelId] ?? modelId,
        timeoutMs: config.llmTimeoutMs,
      });
      return { id: modelId, provider: 'anthropic', generator: createLlmProfileGenerator(llm), llm };
    }
    if (openaiModels.includes(modelId)) {
      if (!openaiReady) throw new UnknownModelError(`Model '${modelId}' is not available: OPENAI_API_KEY or OPENAI_BASE_URL is not configured`);
      const llm = createOpenAiClient({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, model: modelId, timeoutMs: config.llmTimeoutMs });
      return { id: modelId, provider: 'openai', generator: createLlmProfileGenerator(llm), llm };
    }
    const known = list()
      .filter((m) => m.available)
      .map((m) => m.id)
      .join(', ');
    throw new UnknownModelError(`Unknown model '${modelId}'. Available models: ${known}`);
  };

  return {
    list,
    defaultModelId,
    resolve(modelId: string): ResolvedModel {
      let entry = cache.get(modelId);
      if (!entry) {
        entry = build(modelId);
        cache.set(modelId, entry);
      }
      return entry;
    },
  };
}
