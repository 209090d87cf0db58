/**
 * Estimated prices in USD per million tokens (input, output). Estimates only: the bill is the
 * provider's. Unknown models (local Ollama/vLLM, new ids) cost 0 rather than a guess.
 */
export const PRICES_PER_MTOK: Record<string, { input: number; output: number }> = {
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-opus-4-1': { input: 15, output: 75 },
  'claude-3-opus-20240229': { input: 15, output: 75 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  builtin: { input: 0, output: 0 },
};

/** Cost of one call, rounded to the 6 decimals the database keeps. */
export function estimateCostUsd(model: string, inputTokens: number, outputTokens: number): number {
  // Dated ids ('claude-haiku-4-5-20251001') price like their alias.
  const price = PRICES_PER_MTOK[model] ?? Object.entries(PRICES_PER_MTOK).find(([id]) => model.startsWith(`${id}-`))?.[1];
  if (!price) return 0;
  const cost = (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
