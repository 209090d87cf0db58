import { z } from 'zod';

export const MODEL_PROVIDERS = ['anthropic', 'openai', 'builtin'] as const;
export const BUILTIN_MODEL_ID = 'builtin';

export const aiModel = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.enum(MODEL_PROVIDERS),
  available: z.boolean(),
  /** Why it cannot be chosen now (missing key...), null when available. */
  reason: z.string().nullable(),
  isDefault: z.boolean(),
});
export type AiModel = z.infer<typeof aiModel>;
export const modelsResponse = z.array(aiModel);

/** The spec's Anthropic catalogue; ids are overridable by configuration. */
export const ANTHROPIC_MODELS = [
  { id: 'claude-haiku-4-5', label: 'Fast & Economical' },
  { id: 'claude-sonnet-4-5', label: 'Balanced' },
  { id: 'claude-opus-4-1', label: 'Latest & Most Capable' },
  { id: 'claude-3-opus-20240229', label: 'Legacy' },
] as const;
