import type { AiModel } from '@hotel/contracts';
import { listModels as listCatalogue, resolveModelId, type ModelsConfig } from '@hotel/domain';
import type { Env } from '../../config/env.ts';

type ModelsEnv = Pick<Env, 'ANTHROPIC_API_KEY' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODELS'>;

function modelsConfig(env: ModelsEnv): ModelsConfig {
  return { anthropicApiKey: env.ANTHROPIC_API_KEY, openaiApiKey: env.OPENAI_API_KEY, openaiBaseUrl: env.OPENAI_BASE_URL, openaiModels: env.OPENAI_MODELS };
}

/** The models a person may pick on this install (the domain's catalogue over the API's env). */
export function listModels(env: ModelsEnv): AiModel[] {
  return listCatalogue(modelsConfig(env));
}

/** The model id a job should use: the requested one when it may be used, else the default; a 400 otherwise. */
export function resolveModel(env: ModelsEnv, requested?: string | null): string {
  return resolveModelId(modelsConfig(env), requested);
}
