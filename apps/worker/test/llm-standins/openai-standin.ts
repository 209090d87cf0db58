import { randomUUID } from 'node:crypto';
import { sendJson, startStandIn, type StandIn } from './server.ts';

/** What the fake Chat Completions API answers next. */
export type OpenAiStep =
  | {
      kind: 'json';
      content: unknown;
      finishReason?: 'stop' | 'length' | 'content_filter';
      usage?: { prompt: number; completion: number };
    }
  | { kind: 'text'; text: string; finishReason?: 'stop' | 'length'; usage?: { prompt: number; completion: number } }
  | { kind: 'tool-call'; name: string; args: unknown; usage?: { prompt: number; completion: number } }
  | { kind: 'refusal'; refusal: string }
  | { kind: 'error'; status: number; headers?: Record<string, string>; message?: string };

/** A local server speaking OpenAI Chat Completions (POST /v1/chat/completions), answering from a script. */
export function startOpenAiStandIn(): Promise<StandIn<OpenAiStep>> {
  return startStandIn<OpenAiStep>(['/v1/chat/completions'], (step, body, res) => {
    if (step.kind === 'error') {
      sendJson(res, step.status, { error: { message: step.message ?? `scripted ${step.status}`, type: step.status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } }, step.headers);
      return;
    }
    const usage = 'usage' in step && step.usage ? step.usage : { prompt: 900, completion: 200 };
    let message: Record<string, unknown>;
    let finish: string;
    if (step.kind === 'json') {
      message = { role: 'assistant', content: JSON.stringify(step.content), refusal: null };
      finish = step.finishReason ?? 'stop';
    } else if (step.kind === 'text') {
      message = { role: 'assistant', content: step.text, refusal: null };
      finish = step.finishReason ?? 'stop';
    } else if (step.kind === 'tool-call') {
      message = {
        role: 'assistant',
        content: null,
        refusal: null,
        tool_calls: [{ id: `call_${randomUUID().slice(0, 8)}`, type: 'function', function: { name: step.name, arguments: JSON.stringify(step.args) } }],
      };
      finish = 'tool_calls';
    } else {
      message = { role: 'assistant', content: null, refusal: step.refusal };
      finish = 'stop';
    }
    sendJson(res, 200, {
      id: `chatcmpl-${randomUUID().slice(0, 12)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
      usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
    });
  });
}
