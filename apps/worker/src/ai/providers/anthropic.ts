import Anthropic from '@anthropic-ai/sdk';
import type { LlmClient, StructuredAnswer, StructuredRequest } from '../llm.ts';
import { mapProviderError } from './provider-errors.ts';

export interface AnthropicClientOptions {
  apiKey: string;
  /** ANTHROPIC_BASE_URL; tests point it at the local stand-in. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/**
 * Anthropic Messages API through the official SDK. Structured output is a forced tool call
 * (tools + tool_choice), so the answer is the tool's JSON input. The SDK's own retries are off:
 * BullMQ owns retries and honours retry-after through ThrottledError.
 */
export function createAnthropicClient(opts: AnthropicClientOptions): LlmClient {
  const sdk = new Anthropic({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL ?? null,
    maxRetries: 0,
    timeout: opts.timeoutMs ?? 120_000,
  });
  return {
    provider: 'anthropic',
    model: opts.model,
    async complete(req: StructuredRequest): Promise<StructuredAnswer> {
      let message: Anthropic.Message;
      try {
        message = await sdk.messages.create(
          {
            model: opts.model,
            max_tokens: req.maxTokens,
            system: req.system,
            messages: [{ role: 'user', content: req.user }],
            tools: [
              {
                name: req.toolName,
                description: req.toolDescription,
                input_schema: req.jsonSchema as Anthropic.Tool.InputSchema,
              },
            ],
            tool_choice: { type: 'tool', name: req.toolName },
          },
          { signal: req.signal },
        );
      } catch (err) {
        if (err instanceof Anthropic.APIUserAbortError) throw err;
        if (err instanceof Anthropic.APIError) {
          throw mapProviderError('Anthropic', err, err instanceof Anthropic.APIConnectionError);
        }
        throw err;
      }
      const inputTokens = message.usage?.input_tokens ?? 0;
      const outputTokens = message.usage?.output_tokens ?? 0;
      const stop = message.stop_reason === 'max_tokens' ? 'max_tokens' : message.stop_reason === 'refusal' ? 'refusal' : 'complete';
      const tool = message.content.find((b) => b.type === 'tool_use' && b.name === req.toolName);
      if (tool && tool.type === 'tool_use') return { value: tool.input, stop, inputTokens, outputTokens };
      // Some compatible servers answer in text despite tool_choice: accept a JSON text answer.
      const text = message.content
        .map((b) => (b.type === 'text' ? b.text : ''))
        .join('')
        .trim();
      return { ...parseJsonText(text), stop, inputTokens, outputTokens };
    },
  };
}

/** Reads JSON out of a text answer, tolerating a ```json fence around it. */
export function parseJsonText(text: string): { value: unknown; parseError?: string } {
  if (!text) return { value: undefined, parseError: 'empty answer' };
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(text);
  try {
    return { value: JSON.parse(fenced?.[1] ?? text) };
  } catch (err) {
    return { value: undefined, parseError: (err as Error).message };
  }
}
