import { DEFAULT_PROMPTS } from '@hotel/db';
import { testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnthropicStandIn, type AnthropicStep } from '../../test/llm-standins/anthropic-standin.ts';
import { startOpenAiStandIn, type OpenAiStep } from '../../test/llm-standins/openai-standin.ts';
import type { StandIn } from '../../test/llm-standins/server.ts';
import { ThrottledError } from '../errors.ts';
import type { LlmClient, StructuredRequest } from './llm.ts';
import { burstOf, createRedisModelRateLimiter, createSlots, limitModelCalls, reservedTokens, type ModelRateLimiter, type RedisModelRateLimiterOptions } from './rate-limit.ts';
import { createModelRegistry, type ModelRegistry } from './registry.ts';
import type { Prompts, SnippetForProfile } from './types.ts';

const REQUEST: StructuredRequest = {
  system: 'Answer with the tool.',
  user: 'Say ok.',
  toolName: 'record_ok',
  toolDescription: 'Records ok.',
  jsonSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
  maxTokens: 50,
};

const OK: AnthropicStep = { kind: 'tool', input: { ok: true }, usage: { input: 10, output: 2 } };

describe('model calls: a rate per provider shared by every worker through Redis', () => {
  let anthropic: StandIn<AnthropicStep>;
  let openai: StandIn<OpenAiStep>;
  let redisUrl: string;
  const connections: Redis[] = [];
  /** When each provider request arrived (stand-in clock). */
  const arrivals: number[] = [];

  beforeAll(async () => {
    anthropic = await startAnthropicStandIn();
    openai = await startOpenAiStandIn();
    redisUrl = await testRedisUrl();
  });
  afterAll(async () => {
    await anthropic?.close();
    await openai?.close();
    for (const c of connections) c.disconnect();
  });
  beforeEach(() => {
    arrivals.length = 0;
    anthropic.requests.length = 0;
    anthropic.setFallback(() => {
      arrivals.push(performance.now());
      return OK;
    });
  });

  /** One worker process's registry: its own Redis connection, the install's shared prefix. */
  function worker(prefix: string, opts: RedisModelRateLimiterOptions, concurrency = 64): { registry: ModelRegistry; limiter: ModelRateLimiter } {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    connections.push(redis);
    const limiter = createRedisModelRateLimiter(redis, prefix, opts);
    const registry = createModelRegistry(
      { anthropicApiKey: 'test-key', anthropicBaseUrl: anthropic.url, openaiBaseUrl: `${openai.url}/v1`, openaiModels: ['llama3.1'] },
      { limiter, concurrency },
    );
    return { registry, limiter };
  }

  const call = (registry: ModelRegistry, model = 'claude-haiku-4-5') => registry.resolve(model).llm!.complete(REQUEST);

  it('two workers sharing one bucket never start calls faster than the rate together', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const rpm = 600; // 10 per second, a burst of 10
    const a = worker(prefix, { rpm: { anthropic: rpm } });
    const b = worker(prefix, { rpm: { anthropic: rpm } });
    const started = performance.now();
    await Promise.all(Array.from({ length: 15 }, () => [call(a.registry), call(b.registry)]).flat());
    const elapsed = performance.now() - started;

    expect(arrivals).toHaveLength(30);
    const sorted = [...arrivals].sort((x, y) => x - y);
    const burst = burstOf(rpm);
    // the bucket starts full when the first call asks: the k-th call may start only once it has
    // refilled its share, (k + 1 - burst) / rate after that (a few ms for timer granularity)
    for (let k = burst; k < sorted.length; k++) {
      expect(sorted[k]! - started).toBeGreaterThanOrEqual((k + 1 - burst) * 100 - 5);
    }
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
  }, 30_000);

  it('two workers sharing one tokens bucket never spend tokens faster than the rate together', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const tpm = 60_000; // 1,000 tokens per second, a burst of 1,000
    anthropic.setFallback(() => {
      arrivals.push(performance.now());
      return { kind: 'tool', input: { ok: true }, usage: { input: 100, output: 400 } };
    });
    const a = worker(prefix, { rpm: {}, tpm: { anthropic: tpm } });
    const b = worker(prefix, { rpm: {}, tpm: { anthropic: tpm } });
    const big = { ...REQUEST, maxTokens: 400 };
    const reserved = reservedTokens(big);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => [a.registry, b.registry].map((r) => r.resolve('claude-haiku-4-5').llm!.complete(big))).flat());

    expect(arrivals).toHaveLength(8);
    const sorted = [...arrivals].sort((x, y) => x - y);
    // when the last call starts, at least the eight reservations are spent (the 67 tokens each call
    // used beyond its reservation are taken once it answers): the burst, then 1 ms per token
    expect(sorted.at(-1)! - started).toBeGreaterThanOrEqual(8 * reserved - burstOf(tpm) - 5);
  }, 30_000);

  it('gives back the tokens a call reserved but did not use', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const a = worker(prefix, { rpm: {}, tpm: { anthropic: 60_000 } });
    const big = { ...REQUEST, maxTokens: 900 };
    expect(reservedTokens(big)).toBeGreaterThan(900);
    const started = performance.now();
    // each call reserves most of the bucket but uses 12 tokens: kept, ten calls would take 8 s
    for (let i = 0; i < 10; i++) await a.registry.resolve('claude-haiku-4-5').llm!.complete(big);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(arrivals).toHaveLength(10);
  }, 30_000);

  it("a provider's 429 with retry-after pauses the other worker too, until the time it gave", async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const a = worker(prefix, { rpm: {} });
    const b = worker(prefix, { rpm: {} });
    anthropic.script({ kind: 'error', status: 429, headers: { 'retry-after': '2' } });

    const refused = await call(a.registry).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ThrottledError);
    expect((refused as ThrottledError).retryAfterMs).toBe(2_000);
    const throttledAt = performance.now();

    await call(b.registry);
    expect(anthropic.requests).toHaveLength(2);
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0]! - throttledAt).toBeGreaterThanOrEqual(1_900);
  }, 30_000);

  it('pauses from the rate-limit reset headers when a 429 carries no retry-after', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const a = worker(prefix, { rpm: {} });
    const b = worker(prefix, { rpm: {} });
    anthropic.script({
      kind: 'error',
      status: 429,
      headers: {
        'anthropic-ratelimit-requests-remaining': '0',
        'anthropic-ratelimit-requests-reset': new Date(Date.now() + 1_500).toISOString(),
        'anthropic-ratelimit-tokens-remaining': '90000',
        'anthropic-ratelimit-tokens-reset': new Date(Date.now() + 50_000).toISOString(),
      },
    });
    const refused = await call(a.registry).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ThrottledError);
    // the exhausted limit (requests) decides, not the later tokens reset
    expect((refused as ThrottledError).retryAfterMs).toBeGreaterThan(1_000);
    expect((refused as ThrottledError).retryAfterMs).toBeLessThanOrEqual(1_500);
    const throttledAt = performance.now();
    await call(b.registry);
    expect(arrivals[0]! - throttledAt).toBeGreaterThanOrEqual(900);
  }, 30_000);

  it('a pause longer than the inline bound is handed to the job as ThrottledError, without calling the provider', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const a = worker(prefix, { rpm: {} });
    const b = worker(prefix, { rpm: {}, maxInlineWaitMs: 500 });
    anthropic.script({ kind: 'error', status: 529, headers: { 'retry-after': '5' } });
    await expect(call(a.registry)).rejects.toBeInstanceOf(ThrottledError);

    const waited = await call(b.registry).catch((e: unknown) => e);
    expect(waited).toBeInstanceOf(ThrottledError);
    expect((waited as ThrottledError).retryAfterMs).toBeGreaterThan(4_000);
    expect((waited as ThrottledError).retryAfterMs).toBeLessThanOrEqual(5_000);
    expect(anthropic.requests).toHaveLength(1);
  }, 30_000);

  it('a pause of one provider leaves the other provider alone', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const a = worker(prefix, { rpm: {}, maxInlineWaitMs: 100 });
    await a.limiter.pause('anthropic', 60_000);
    openai.setFallback({ kind: 'json', content: { ok: true } });
    try {
      const started = performance.now();
      await call(a.registry, 'llama3.1');
      expect(performance.now() - started).toBeLessThan(1_000);
      await expect(call(a.registry)).rejects.toBeInstanceOf(ThrottledError);
    } finally {
      openai.setFallback(null);
    }
  }, 30_000);

  it('never throttles the built-in model, even with every provider paused', async () => {
    const prefix = uniqueRedisPrefix('mrl');
    const { limiter } = worker(prefix, { rpm: { anthropic: 1, openai: 1 }, maxInlineWaitMs: 0 });
    await limiter.pause('anthropic', 60_000);
    await limiter.pause('openai', 60_000);
    let asked = 0;
    const counting: ModelRateLimiter = {
      acquire: (p, c) => {
        asked++;
        return limiter.acquire(p, c);
      },
      refund: (p, n) => limiter.refund(p, n),
      pause: (p, ms) => limiter.pause(p, ms),
    };
    const registry = createModelRegistry({ anthropicApiKey: 'test-key', anthropicBaseUrl: anthropic.url }, { limiter: counting, concurrency: 1 });
    const builtin = registry.resolve('builtin');
    expect(builtin.llm).toBeNull();
    const started = performance.now();
    const out = await Promise.all(Array.from({ length: 5 }, () => builtin.generator.generate({ model: 'builtin', hotelId: 'H1', snippets: SNIPPETS, prompts: PROMPTS })));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(out.every((p) => p.fields.name === 'Hotel Lumen')).toBe(true);
    expect(asked).toBe(0);
    // the same registry's provider model is held by the pause
    await expect(call(registry)).rejects.toBeInstanceOf(ThrottledError);
    expect(asked).toBe(1);
  });
});

describe('model calls: MODEL_CONCURRENCY calls in flight per process', () => {
  it('holds calls past the limit until one finishes, across every client of the process', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = (provider: LlmClient['provider']): LlmClient => ({
      provider,
      model: provider === 'anthropic' ? 'claude-haiku-4-5' : 'gpt-4o-mini',
      async complete() {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        return { value: { ok: true }, stop: 'complete', inputTokens: 1, outputTokens: 1 };
      },
    });
    const limits = { limiter: { acquire: async () => {}, refund: async () => {}, pause: async () => {} }, slots: createSlots(2) };
    const a = limitModelCalls(slow('anthropic'), limits);
    const b = limitModelCalls(slow('openai'), limits);
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).complete(REQUEST)));
    expect(most).toBe(2);
  });

  it('lets an aborted waiter leave without taking a slot', async () => {
    const slots = createSlots(1);
    const release = await slots.take();
    const controller = new AbortController();
    const waiting = slots.take(controller.signal);
    controller.abort(new Error('job cancelled'));
    await expect(waiting).rejects.toThrow('job cancelled');
    release();
    const again = await slots.take();
    again();
  });
});

const PROMPTS: Prompts = {
  scrapingbee_query: { text: DEFAULT_PROMPTS.scrapingbee_query, version: 1 },
  classifier: { text: DEFAULT_PROMPTS.classifier, version: 1 },
  profile_generator: { text: DEFAULT_PROMPTS.profile_generator, version: 1 },
};

const SNIPPETS: SnippetForProfile[] = [
  { id: 'aaaaaaaa-0000-4000-8000-000000000001', type: 'hotel_name', content: 'Hotel Lumen', sourceUrl: 'http://h/', pageUrl: 'http://h/', method: 'json-ld', section: null },
  { id: 'aaaaaaaa-0000-4000-8000-000000000003', type: 'amenity', content: 'Free WiFi', sourceUrl: 'http://h/a', pageUrl: 'http://h/a', method: 'text', section: 'Amenities' },
];
