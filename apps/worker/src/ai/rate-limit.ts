/**
 * Model calls bounded on their own (decision 280): a per-process cap on calls in flight
 * (MODEL_CONCURRENCY) and a per-provider rate shared by every worker process through Redis
 * (MODEL_RPM_ANTHROPIC, MODEL_RPM_OPENAI), which a provider's 429/529 answer pauses for all of
 * them until the time it gave. The built-in model is not a provider: its generator is never wrapped.
 *
 * Redis scheme, one atomic Lua script per attempt (the Redis clock, so workers' clocks may drift):
 *   {provider}:bucket -> hash { tokens, ts }: a token bucket refilled at rpm/60000 per ms, holding
 *                        at most one second's worth, so a minute's budget is spread over the minute
 *   {provider}:pause  -> the time (ms) before which no call may start, set from retry-after
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { ThrottledError } from '../errors.ts';
import type { LlmClient, StructuredAnswer, StructuredRequest } from './llm.ts';

export type RateLimitedProvider = LlmClient['provider'];

const PROVIDER_LABEL: Record<RateLimitedProvider, string> = { anthropic: 'Anthropic', openai: 'OpenAI' };

/** The shared side of the limit; tests replace it or run it against a real Redis. */
export interface ModelRateLimiter {
  /**
   * Resolves when a call to `provider` may start (a token taken). A wait longer than the
   * limiter's inline bound throws ThrottledError with the wait, so the job goes to BullMQ's
   * delayed set (rethrowForQueue) instead of holding its slot.
   */
  acquire(provider: RateLimitedProvider, signal?: AbortSignal): Promise<void>;
  /** No call to `provider` starts anywhere before now + ms (never shortens a longer pause). */
  pause(provider: RateLimitedProvider, ms: number): Promise<void>;
}

export interface RedisModelRateLimiterOptions {
  /** Requests per minute per provider, all workers together; 0 or absent: no bucket (pauses still apply). */
  rpm: Partial<Record<RateLimitedProvider, number>>;
  /**
   * Longest wait spent inside the job; past it the job is delayed instead. A model call late in a
   * scrape would otherwise re-crawl the hotel on its retry, so short waits are cheaper in place.
   */
  maxInlineWaitMs?: number;
}

// KEYS[1]=bucket KEYS[2]=pause; ARGV: rpm (0: no bucket), burst.
// Returns { ms to wait (0: token taken), 1 when the wait is a provider pause else 0 }.
const ACQUIRE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local pause = tonumber(redis.call('GET', KEYS[2]) or '0')
if now < pause then
  return { pause - now, 1 }
end
local rpm = tonumber(ARGV[1])
if rpm <= 0 then
  return { 0, 0 }
end
local burst = tonumber(ARGV[2])
local perMs = rpm / 60000
local h = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(h[1]) or burst
local ts = tonumber(h[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - ts) * perMs)
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
else
  wait = math.ceil((1 - tokens) / perMs)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / perMs) + 60000)
return { wait, 0 }
`;

// KEYS[1]=pause; ARGV: ms.
const PAUSE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local target = now + tonumber(ARGV[1])
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if target > cur then
  redis.call('SET', KEYS[1], tostring(target), 'PX', tonumber(ARGV[1]) + 60000)
end
return 0
`;

/** At most one second's worth of calls at once: providers enforce per-minute limits over shorter windows too. */
export function burstOf(rpm: number): number {
  return Math.max(1, Math.ceil(rpm / 60));
}

export function createRedisModelRateLimiter(redis: Redis, prefix: string, opts: RedisModelRateLimiterOptions): ModelRateLimiter {
  const maxInline = opts.maxInlineWaitMs ?? 60_000;
  // The hash tag keeps both keys of one provider in one cluster slot.
  const keys = (provider: RateLimitedProvider) => [`${prefix}:model-rate:{${provider}}:bucket`, `${prefix}:model-rate:{${provider}}:pause`] as const;
  return {
    async acquire(provider, signal) {
      const rpm = Math.max(0, opts.rpm[provider] ?? 0);
      const [bucketKey, pauseKey] = keys(provider);
      const deadline = Date.now() + maxInline;
      for (;;) {
        signal?.throwIfAborted();
        const [wait, paused] = (await redis.eval(ACQUIRE_LUA, 2, bucketKey, pauseKey, rpm, burstOf(rpm))) as [number, number];
        if (wait <= 0) return;
        if (Date.now() + wait > deadline) {
          const label = PROVIDER_LABEL[provider];
          throw new ThrottledError(
            paused ? `AI provider rate limited (${label}): every worker waits for the provider's retry-after` : `AI provider rate limited (${label}, ${rpm} calls/min for all workers)`,
            wait,
          );
        }
        // A little jitter so the waiters of many processes do not all ask in the same millisecond.
        await sleep(wait + Math.floor(Math.random() * 20), undefined, { signal });
      }
    },
    async pause(provider, ms) {
      const [, pauseKey] = keys(provider);
      await redis.eval(PAUSE_LUA, 1, pauseKey, Math.max(0, Math.round(ms)));
    },
  };
}

/** A counting semaphore: at most `size` holders, the others wait in order. */
export function createSlots(size: number): { take(signal?: AbortSignal): Promise<() => void> } {
  let free = Math.max(1, size);
  const waiters: Array<() => void> = [];
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiters.shift();
      if (next) next();
      else free++;
    };
  };
  return {
    take(signal) {
      signal?.throwIfAborted();
      if (free > 0) {
        free--;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        // The slot passes straight from the releaser to the first waiter: `free` stays 0.
        const wake = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(releaser());
        };
        const onAbort = () => {
          const i = waiters.indexOf(wake);
          if (i >= 0) waiters.splice(i, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(wake);
      });
    },
  };
}

export interface LimitOptions {
  limiter: ModelRateLimiter;
  /** Shared by every client of the process: MODEL_CONCURRENCY calls in flight in all. */
  slots: ReturnType<typeof createSlots>;
}

/**
 * The client every provider call goes through: a local slot, then a token of the shared bucket;
 * a throttling answer (429, 529, 503) pauses the provider for every worker before it reaches the
 * job, which then waits as ThrottledError already makes it.
 */
export function limitModelCalls(llm: LlmClient, opts: LimitOptions): LlmClient {
  return {
    provider: llm.provider,
    model: llm.model,
    async complete(req: StructuredRequest): Promise<StructuredAnswer> {
      const release = await opts.slots.take(req.signal);
      try {
        await opts.limiter.acquire(llm.provider, req.signal);
        try {
          return await llm.complete(req);
        } catch (err) {
          if (err instanceof ThrottledError) {
            // The provider's answer must reach the job even if Redis does not answer.
            await opts.limiter.pause(llm.provider, err.retryAfterMs).catch(() => {});
          }
          throw err;
        }
      } finally {
        release();
      }
    },
  };
}
