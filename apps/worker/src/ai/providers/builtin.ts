import { BUILTIN_MODEL_ID } from '@hotel/contracts';
import { buildProfile } from '../builtin/index.ts';
import type { GeneratedProfile, ProfileGenerationInput, ProfileGenerator } from '../types.ts';

/** The offline model: deterministic rules, no network, no tokens, no cost. */
export function createBuiltinGenerator(): ProfileGenerator {
  return {
    async generate(input: ProfileGenerationInput): Promise<GeneratedProfile> {
      const { fields, provenance } = buildProfile(input.snippets);
      return { fields, provenance, usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 }, model: BUILTIN_MODEL_ID };
    },
  };
}
