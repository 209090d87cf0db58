import type { ProfileFields, Provenance, PromptType, SnippetType } from '@hotel/contracts';

/** A stored snippet as the profile generators see it. */
export interface SnippetForProfile {
  id: string;
  type: SnippetType;
  content: string;
  sourceUrl: string;
  pageUrl: string;
  method: string;
  section: string | null;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export interface GeneratedProfile {
  fields: ProfileFields;
  provenance: Provenance;
  usage: Usage;
  model: string;
}

export type Prompts = Record<PromptType, { text: string; version: number }>;

export interface ProfileGenerationInput {
  model: string;
  hotelId: string;
  snippets: SnippetForProfile[];
  prompts: Prompts;
  signal?: AbortSignal;
}

/** One provider (Anthropic, OpenAI-compatible, built-in) behind one interface. */
export interface ProfileGenerator {
  generate(input: ProfileGenerationInput): Promise<GeneratedProfile>;
}
