import type { ExtractedSnippet, SnippetType } from '@hotel/contracts';
import { callStructured, delimitedJson, estimateTokens, jsonSchemaOf, untrustedDataRule, type LlmClient } from '../llm.ts';
import type { Usage } from '../types.ts';
import { DEFAULT_PROMPTS } from './prompt.ts';
import { CLASSIFY_TOOL_DESCRIPTION, CLASSIFY_TOOL_NAME, classificationAnswer } from './schema.ts';

const SCHEMA = jsonSchemaOf(classificationAnswer);
const TOKEN_BUDGET = 8_000;
const MAX_CONTENT_CHARS = 600;

export interface ClassifyOptions {
  prompt?: string;
  signal?: AbortSignal;
}

/**
 * The classifier task: re-types the snippets the rules could only call 'other'. Returns the
 * snippets with new types (same order); anything the model skipped keeps its type.
 */
export async function classifySnippetsWithLlm(
  client: LlmClient,
  snippets: ExtractedSnippet[],
  opts: ClassifyOptions = {},
): Promise<{ snippets: ExtractedSnippet[]; usage: Usage; classified: number }> {
  const zero: Usage = { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  const candidates: { ref: string; index: number; content: string }[] = [];
  let used = 0;
  snippets.forEach((s, index) => {
    if (s.type !== 'other') return;
    const content = s.content.slice(0, MAX_CONTENT_CHARS);
    const cost = estimateTokens(content) + 10;
    if (used + cost > TOKEN_BUDGET) return;
    used += cost;
    candidates.push({ ref: `c${candidates.length + 1}`, index, content });
  });
  if (!candidates.length) return { snippets, usage: zero, classified: 0 };
  const system = `${opts.prompt || DEFAULT_PROMPTS.classifier}\n\n${untrustedDataRule('snippets', CLASSIFY_TOOL_NAME)}`;
  const user = `Classify these ${candidates.length} snippets.\n${delimitedJson(
    'snippets',
    candidates.map((c) => ({ ref: c.ref, content: c.content })),
  )}`;
  const { value, usage } = await callStructured(client, classificationAnswer, {
    system,
    user,
    toolName: CLASSIFY_TOOL_NAME,
    toolDescription: CLASSIFY_TOOL_DESCRIPTION,
    jsonSchema: SCHEMA,
    maxTokens: Math.min(4_096, 64 + candidates.length * 24),
    signal: opts.signal,
  });
  const byRef = new Map(candidates.map((c) => [c.ref, c.index]));
  const types = new Map<number, SnippetType>();
  for (const item of value.items) {
    const index = byRef.get(item.ref);
    if (index !== undefined) types.set(index, item.type);
  }
  const out = snippets.map((s, i) => {
    const t = types.get(i);
    return t ? { ...s, type: t } : s;
  });
  return { snippets: out, usage, classified: types.size };
}
