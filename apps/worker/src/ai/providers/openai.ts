import OpenAI from 'openai';
import type { LlmClient, StructuredAnswer, StructuredRequest } from '../llm.ts';
import { parseJsonText } from './anthropic.ts';
import { mapProviderError } from './provider-errors.ts';

export interface OpenAiClientOptions {
  /** Local servers (Ollama, vLLM) accept any key. */
  apiKey?: string;
  /** OPENAI_BASE_URL: OpenAI, Azure OpenAI, Ollama or vLLM (…/v1). */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/**
 * OpenAI-compatible Chat Completions through the official SDK, with a JSON schema
 * response_format. Answers given as a tool call instead are accepted too.
 */
export function createOpenAiClient(opts: OpenAiClientOptions): LlmClient {
  const sdk = new OpenAI({
    apiKey: opts.apiKey || 'not-needed',
    baseURL: opts.baseURL ?? null,
    maxRetries: 0,
    timeout: opts.timeoutMs ?? 120_000,
  });
  // OpenAI's own newer models reject max_tokens; local servers (Ollama, vLLM) know only max_tokens.
  const hostedOpenAi = !opts.baseURL || /(^|\.)openai\.(com|azure\.com)(:|\/|$)/.test(new URL(opts.baseURL).host + '/');
  return {
    provider: 'openai',
    model: opts.model,
    async complete(req: StructuredRequest): Promise<StructuredAnswer> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await sdk.chat.completions.create(
          {
            model: opts.model,
            ...(hostedOpenAi ? { max_completion_tokens: req.maxTokens } : { max_tokens: req.maxTokens }),
            messages: [
              { role: 'system', content: req.system },
              { role: 'user', content: req.user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: req.toolName, description: req.toolDescription, schema: req.jsonSchema, strict: true },
            },
          },
          { signal: req.signal },
        );
      } catch (err) {
        if (err instanceof OpenAI.APIUserAbortError) throw err;
        if (err instanceof OpenAI.APIError) {
          throw mapProviderError('OpenAI-compatible', err, err instanceof OpenAI.APIConnectionError);
        }
        throw err;
      }
      const inputTokens = completion.usage?.prompt_tokens ?? 0;
      const outputTokens = completion.usage?.completion_tokens ?? 0;
      const choice = completion.choices[0];
      if (!choice) return { value: undefined, parseError: 'no choices in the answer', stop: 'complete', inputTokens, outputTokens };
      const msg = choice.message;
      const stop =
        msg.refusal || choice.finish_reason === 'content_filter' ? 'refusal' : choice.finish_reason === 'length' ? 'max_tokens' : 'complete';
      const call = msg.tool_calls?.find((c) => c.type === 'function');
      const text = call && call.type === 'function' ? call.function.arguments : (msg.content ?? '');
      return { ...parseJsonText(text.trim()), stop, inputTokens, outputTokens };
    },
  };
}
