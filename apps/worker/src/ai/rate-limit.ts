/**
 * Model calls bounded on their own (decision 280): a per-process cap on calls in flight
 * (MODEL_CONCURRENCY) and per-provider rates shared by every worker process through Redis
 * (MODEL_RPM_* requests and MODEL_TPM_* tokens per minute), which a provider's 429/529 answer
 * pauses for all of them until the time it gave. The built-in model is not a provider: its
 * generator is never wrapped.
 *
 * Redis scheme, one atomic Lua script per attempt (the Redis clock, so workers' clocks may drift):
 *   {provider}:bucket -> hash { tokens, ts }: requests, refilled at rpm/60000 per ms, holding at
 *                        most one second's worth, so a minute's budget is spread over the minute
 *   {provider}:tokens -> the same for tokens (input + output). A call reserves its input estimate
 *                        plus max_tokens, as the providers themselves count at the start of a
 *                        request, and the difference to its real usage is given back after;
 *                        the bucket may go below zero, and then the next call waits
 *   {provider}:pause  -> the time (ms) before which no call may start, set from retry-after
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { ThrottledError } from '../errors.ts';
import { pushNotBefore } from '../not-before.ts';
import { estimateTokens, type LlmClient, type StructuredAnswer, type StructuredRequest } from './llm.ts';

export type RateLimitedProvider = LlmClient['provider'];

const PROVIDER_LABEL: Record<RateLimitedProvider, string> = { anthropic: 'Anthropic', openai: 'OpenAI' };

/** The shared side of the limit; tests replace it or run it against a real Redis. */
export interface ModelRateLimiter {
  /**
   * Resolves when a call to `provider` reserving `tokens` may start (a request and the tokens
   * taken). A wait longer than the limiter's inline bound throws ThrottledError with the wait,
   * so the job goes to BullMQ's delayed set (rethrowForQueue) instead of holding its slot.
   */
  acquire(provider: RateLimitedProvider, call: { tokens: number; signal?: AbortSignal | undefined }): Promise<void>;
  /** Gives back reserved tokens a call did not use (negative: takes more). */
  refund(provider: RateLimitedProvider, tokens: number): Promise<void>;
  /** No call to `provider` starts anywhere before now + ms (never shortens a longer pause). */
  pause(provider: RateLimitedProvider, ms: number): Promise<void>;
}

export interface RedisModelRateLimiterOptions {
  /** Requests per minute per provider, all workers together; 0 or absent: no bucket (pauses still apply). */
  rpm: Partial<Record<RateLimitedProvider, number>>;
  /** Tokens (input + output) per minute per provider, all workers together; 0 or absent: no bucket. */
  tpm?: Partial<Record<RateLimitedProvider, number>>;
  /**
   * Longest wait spent inside the job; past it the job is delayed instead. A model call late in a
   * scrape would otherwise re-crawl the hotel on its retry, so short waits are cheaper in place.
   */
  maxInlineWaitMs?: number;
}

// KEYS[1]=requests KEYS[2]=pause KEYS[3]=tokens; ARGV: rpm, its burst, tpm, its burst, tokens
// reserved (a rate of 0: no bucket). Returns { ms to wait (0: taken), 1 when the wait is a pause }.
const ACQUIRE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local pause = tonumber(redis.call('GET', KEYS[2]) or '0')
if now < pause then
  return { pause - now, 1 }
end
local function level(key, perMin, burst)
  local h = redis.call('HMGET', key, 'tokens', 'ts')
  local have = tonumber(h[1]) or burst
  local ts = tonumber(h[2]) or now
  return math.min(burst, have + math.max(0, now - ts) * perMin / 60000)
end
local function store(key, perMin, burst, have)
  redis.call('HSET', key, 'tokens', tostring(have), 'ts', tostring(now))
  redis.call('PEXPIRE', key, math.ceil(burst * 60000 / perMin) + 60000)
end
local rpm, rburst = tonumber(ARGV[1]), tonumber(ARGV[2])
local tpm, tburst, cost = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local wait = 0
local requests, tokens
if rpm > 0 then
  requests = level(KEYS[1], rpm, rburst)
  if requests < 1 then wait = math.max(wait, math.ceil((1 - requests) * 60000 / rpm)) end
end
if tpm > 0 then
  tokens = level(KEYS[3], tpm, tburst)
  -- a call larger than the burst waits for a full bucket and leaves it in debt
  local need = math.min(cost, tburst)
  if tokens < need then wait = math.max(wait, math.ceil((need - tokens) * 60000 / tpm)) end
end
if wait == 0 then
  if rpm > 0 then requests = requests - 1 end
  if tpm > 0 then tokens = tokens - cost end
end
if rpm > 0 then store(KEYS[1], rpm, rburst, requests) end
if tpm > 0 then store(KEYS[3], tpm, tburst, tokens) end
return { wait, 0 }
`;

// KEYS[1]=tokens; ARGV: tpm, its burst, tokens given back.
const REFUND_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local tpm, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local h = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local have = tonumber(h[1]) or burst
local ts = tonumber(h[2]) or now
have = math.min(burst, have + math.max(0, now - ts) * tpm / 60000 + tonumber(ARGV[3]))
redis.call('HSET', KEYS[1], 'tokens', tostring(have), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 60000 / tpm) + 60000)
return 0
`;

/** At most one second's worth at once: providers enforce per-minute limits over shorter windows too. */
export function burstOf(perMinute: number): number {
  return Math.max(1, Math.ceil(perMinute / 60));
}

export function createRedisModelRateLimiter(redis: Redis, prefix: string, opts: RedisModelRateLimiterOptions): ModelRateLimiter {
  const maxInline = opts.maxInlineWaitMs ?? 60_000;
  // The hash tag keeps every key of one provider in one cluster slot.
  const key = (provider: RateLimitedProvider, what: 'bucket' | 'pause' | 'tokens') => `${prefix}:model-rate:{${provider}}:${what}`;
  const rates = (provider: RateLimitedProvider) => ({ rpm: Math.max(0, opts.rpm[provider] ?? 0), tpm: Math.max(0, opts.tpm?.[provider] ?? 0) });
  return {
    async acquire(provider, call) {
      const { rpm, tpm } = rates(provider);
      const cost = Math.max(0, Math.ceil(call.tokens));
      const deadline = Date.now() + maxInline;
      for (;;) {
        call.signal?.throwIfAborted();
        const [wait, paused] = (await redis.eval(
          ACQUIRE_LUA,
          3,
          key(provider, 'bucket'),
          key(provider, 'pause'),
          key(provider, 'tokens'),
          rpm,
          burstOf(rpm),
          tpm,
          burstOf(tpm),
          cost,
        )) as [number, number];
        if (wait <= 0) return;
        if (Date.now() + wait > deadline) {
          const label = PROVIDER_LABEL[provider];
          throw new ThrottledError(
            paused ? `AI provider rate limited (${label}): every worker waits for the provider's retry-after` : `AI provider rate limited (${label}, the per-minute budget of all workers is spent)`,
            wait,
          );
        }
        // A little jitter so the waiters of many processes do not all ask in the same millisecond.
        await sleep(wait + Math.floor(Math.random() * 20), undefined, { signal: call.signal });
      }
    },
    async refund(provider, tokens) {
      const { tpm } = rates(provider);
      if (tpm <= 0 || tokens === 0) return;
      await redis.eval(REFUND_LUA, 1, key(provider, 'tokens'), tpm, burstOf(tpm), Math.round(tokens));
    },
    async pause(provider, ms) {
      await pushNotBefore(redis, key(provider, 'pause'), ms);
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

/** What a call may cost before its answer says: the request's text (chars / 4) and its max_tokens. */
export function reservedTokens(req: StructuredRequest): number {
  return estimateTokens(req.system) + estimateTokens(req.user) + estimateTokens(JSON.stringify(req.jsonSchema)) + req.maxTokens;
}

/**
 * The client every provider call goes through: a local slot, then a request and tokens of the shared buckets;
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
        const reserved = reservedTokens(req);
        await opts.limiter.acquire(llm.provider, { tokens: reserved, signal: req.signal });
        let used = 0;
        try {
          const answer = await llm.complete(req);
          // A server that reports no usage is counted by the request's estimate without max_tokens.
          used = answer.inputTokens + answer.outputTokens || reserved - req.maxTokens;
          return answer;
        } catch (err) {
          if (err instanceof ThrottledError) {
            // The provider's answer must reach the job even if Redis does not answer.
            await opts.limiter.pause(llm.provider, err.retryAfterMs).catch(() => {});
          }
          throw err;
        } finally {
          // A refused or failed call is not billed; a usage answer replaces the estimate.
          await opts.limiter.refund(llm.provider, reserved - used).catch(() => {});
        }
      } finally {
        release();
      }
    },
  };
}
