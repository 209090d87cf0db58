import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';

/*
 * A real tokenizer for reports (`pnpm run profile --show-request`, the eval's request economy):
 * OpenAI's o200k_base. Anthropic's tokenizer is not public; counts differ from what Claude bills,
 * ratios between two requests much less. Budgeting inside the worker keeps the cheap chars / 4
 * estimate (llm.ts); this is never used for billing.
 */

let encoder: Tiktoken | null = null;

export const TOKENIZER_NAME = 'o200k_base (js-tiktoken)';

export function countTokens(text: string): number {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
}

export interface RequestTokens {
  system: number;
  user: number;
  /** The tool's name, description and JSON schema, which the provider bills as input too. */
  tool: number;
  total: number;
}

/** Input tokens of one structured request: system, user and the tool definition. */
export function requestTokens(req: { system: string; user: string; toolName: string; toolDescription: string; jsonSchema: unknown }): RequestTokens {
  const system = countTokens(req.system);
  const user = countTokens(req.user);
  const tool = countTokens(`${req.toolName}\n${req.toolDescription}\n${JSON.stringify(req.jsonSchema)}`);
  return { system, user, tool, total: system + user + tool };
}
