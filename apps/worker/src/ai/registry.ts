import type { AiModel } from '@hotel/contracts';
import { checkModel, defaultModelId as catalogueDefault, listModels, type ModelsConfig } from '@hotel/domain';
import { NonRetryableError } from '../errors.ts';
import type { LlmClient } from './llm.ts';
import { createLlmProfileGenerator } from './profile-generator/index.ts';
import { createAnthropicClient } from './providers/anthropic.ts';
import { createBuiltinGenerator } from './providers/builtin.ts';
import { createOpenAiClient } from './providers/openai.ts';
import { createSlots, limitModelCalls, type ModelRateLimiter } from './rate-limit.ts';
import type { ProfileGenerator } from './types.ts';

/** The catalogue's view of the providers plus what the clients need to call them. */
export interface AiConfig extends ModelsConfig {
  anthropicApiKey?: string | undefined;
  anthropicBaseUrl?: string | undefined;
  /** Catalogue id → the id sent to the API (e.g. a dated snapshot), when it differs (ANTHROPIC_MODEL_IDS in config.ts). */
  anthropicModelIds?: Record<string, string> | undefined;
  openaiApiKey?: string | undefined;
  openaiBaseUrl?: string | undefined;
  openaiModels?: readonly string[] | undefined;
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

export interface ModelCallLimits {
  /** Shared per-provider rate and pauses (the worker's is Redis-backed). */
  limiter: ModelRateLimiter;
  /** Provider calls in flight in this process, all models together (MODEL_CONCURRENCY). */
  concurrency: number;
}

/**
 * Model id → provider, from configuration. Clients are created lazily and reused. Without
 * `limits` (CLIs, tests) provider calls are bounded by nothing but the provider's own answers.
 */
export function createModelRegistry(config: AiConfig, limits?: ModelCallLimits): ModelRegistry {
  const defaultModelId = catalogueDefault(config);
  const limit = limits ? { limiter: limits.limiter, slots: createSlots(limits.concurrency) } : null;
  const cache = new Map<string, ResolvedModel>();
  const list = (): AiModel[] => listModels(config);

  const build = (modelId: string): ResolvedModel => {
    // The catalogue decides what may be used, in the words staff see in the console.
    const checked = checkModel(config, modelId);
    if (checked.error !== undefined) throw new UnknownModelError(checked.error);
    const { provider } = checked.model;
    if (provider === 'builtin') return { id: modelId, provider, generator: createBuiltinGenerator(), llm: null };
    const client =
      provider === 'anthropic'
        ? createAnthropicClient({
            apiKey: config.anthropicApiKey ?? '',
            baseURL: config.anthropicBaseUrl,
            model: config.anthropicModelIds?.[modelId] ?? modelId,
            timeoutMs: config.llmTimeoutMs,
          })
        : createOpenAiClient({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, model: modelId, timeoutMs: config.llmTimeoutMs });
    const llm = limit ? limitModelCalls(client, limit) : client;
    return { id: modelId, provider, generator: createLlmProfileGenerator(llm), llm };
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
