import { randomUUID } from 'node:crypto';
import { sendJson, startStandIn, type StandIn } from './server.ts';

/**
 * What the fake Messages API answers next. `tool` answers with a tool_use block for the tool the
 * request forced (tool_choice), `text` with a text block, `error` with an Anthropic error body.
 */
export type AnthropicStep =
  | {
      kind: 'tool';
      input: unknown;
      stopReason?: 'tool_use' | 'end_turn' | 'max_tokens' | 'refusal';
      usage?: { input: number; output: number };
    }
  | { kind: 'text'; text: string; stopReason?: 'end_turn' | 'max_tokens' | 'refusal'; usage?: { input: number; output: number } }
  | { kind: 'error'; status: number; headers?: Record<string, string>; message?: string };

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

/** A local server speaking the Anthropic Messages API (POST /v1/messages), answering from a script. */
export function startAnthropicStandIn(): Promise<StandIn<AnthropicStep>> {
  return startStandIn<AnthropicStep>(['/v1/messages'], (step, body, res) => {
    if (step.kind === 'error') {
      sendJson(
        res,
        step.status,
        { type: 'error', error: { type: ERROR_TYPES[step.status] ?? 'api_error', message: step.message ?? `scripted ${step.status}` } },
        step.headers,
      );
      return;
    }
    const toolChoice = body.tool_choice as { name?: string } | undefined;
    const usage = step.usage ?? { input: 1200, output: 300 };
    const content =
      step.kind === 'tool'
        ? [{ type: 'tool_use', id: `toolu_${randomUUID().slice(0, 12)}`, name: toolChoice?.name ?? 'tool', input: step.input }]
        : [{ type: 'text', text: step.text }];
    sendJson(res, 200, {
      id: `msg_${randomUUID().slice(0, 12)}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: step.stopReason ?? (step.kind === 'tool' ? 'tool_use' : 'end_turn'),
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: usage.output },
    });
  });
}
