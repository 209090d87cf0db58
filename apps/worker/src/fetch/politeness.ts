/**
 * Per-host politeness: a minimum delay between request starts and a maximum number of requests
 * in flight, shared by every worker process through Redis (see docs/decisions/*-politeness.md).
 *
 * Redis scheme, one atomic Lua script per attempt:
 *   {host}:next  -> the earliest time (Redis clock, ms) the next request may start
 *   {host}:sem   -> ZSET of in-flight tokens scored by their expiry, so a SIGKILLed worker's
 *                   slot frees itself after the lease instead of leaking forever.
 * Waiting is an abortable timer sleep, never a spin.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { pushNotBefore } from '../not-before.ts';

export interface AcquireOptions {
  /** Minimum gap between request starts to this host (max of config and Crawl-delay). */
  delayMs: number;
  /**
   * Takes a concurrency slot but neither waits for nor moves the host's next start: for the
   * robots.txt fetch, which precedes the first page once per host and cache period (crawl-delay
   * is only known after it) and is not a page of the site.
   */
  unspaced?: boolean;
  signal?: AbortSignal;
}

export interface HostLimiter {
  /** Waits for a slot on `host` and returns its release function (call exactly once). */
  acquire(host: string, opts: AcquireOptions): Promise<() => void>;
  /** Pushes the host's next allowed start to at least now + ms (Retry-After from 429/503). */
  pushBack(host: string, ms: number): Promise<void>;
}

export interface LimiterConfig {
  concurrency: number;
  /** How long an in-flight slot is held at most (a dead worker's slot expires after this). */
  leaseMs: number;
  now?: () => number;
}

const SEMAPHORE_POLL_MS = 100;

// KEYS[1]=next KEYS[2]=sem; ARGV: token, limit, delayMs, leaseMs, spaced (1 or 0).
// Returns 0 when the slot is taken, otherwise how many ms to wait before trying again.
const ACQUIRE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[2])
local delay = tonumber(ARGV[3])
local lease = tonumber(ARGV[4])
local spaced = ARGV[5] == '1'
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= limit then
  return -1
end
if spaced then
  local nxt = tonumber(redis.call('GET', KEYS[1]) or '0')
  if now < nxt then
    return nxt - now
  end
  redis.call('SET', KEYS[1], tostring(now + delay), 'PX', math.max(delay, 1) + 60000)
end
redis.call('ZADD', KEYS[2], now + lease, ARGV[1])
redis.call('PEXPIRE', KEYS[2], lease + 60000)
return 0
`;

export function createRedisHostLimiter(redis: Redis, prefix: string, cfg: LimiterConfig): HostLimiter {
  // The hash tag keeps both keys of one host in one cluster slot.
  const keys = (host: string) => [`${prefix}:polite:{${host}}:next`, `${prefix}:polite:{${host}}:sem`] as const;
  return {
    async acquire(host, opts) {
      const [nextKey, semKey] = keys(host);
      const token = randomUUID();
      for (;;) {
        opts.signal?.throwIfAborted();
        const wait = Number(
          await redis.eval(ACQUIRE_LUA, 2, nextKey, semKey, token, cfg.concurrency, Math.max(0, Math.round(opts.delayMs)), cfg.leaseMs, opts.unspaced ? 0 : 1),
        );
        if (wait === 0) {
          let released = false;
          return () => {
            if (released) return;
            released = true;
            redis.zrem(semKey, token).catch(() => {});
          };
        }
        const ms = wait < 0 ? SEMAPHORE_POLL_MS + Math.floor(Math.random() * 50) : wait;
        await sleep(ms, undefined, { signal: opts.signal });
      }
    },
    async pushBack(host, ms) {
      const [nextKey] = keys(host);
      await pushNotBefore(redis, nextKey, ms);
    },
  };
}

/** Same semantics inside one process, for the `pnpm profile` CLI that runs without Redis. */
export function createLocalHostLimiter(cfg: LimiterConfig): HostLimiter {
  const now = cfg.now ?? Date.now;
  const state = new Map<string, { next: number; inFlight: number; waiters: Array<() => void> }>();
  const get = (host: string) => {
    let s = state.get(host);
    if (!s) state.set(host, (s = { next: 0, inFlight: 0, waiters: [] }));
    return s;
  };
  return {
    async acquire(host, opts) {
      const s = get(host);
      for (;;) {
        opts.signal?.throwIfAborted();
        if (s.inFlight >= cfg.concurrency) {
          await new Promise<void>((resolve, reject) => {
            const wake = () => {
              opts.signal?.removeEventListener('abort', onAbort);
              resolve();
            };
            // An aborted waiter leaves the queue, so it cannot swallow a later wake-up.
            const onAbort = () => {
              const i = s.waiters.indexOf(wake);
              if (i >= 0) s.waiters.splice(i, 1);
              reject(opts.signal?.reason);
            };
            opts.signal?.addEventListener('abort', onAbort, { once: true });
            s.waiters.push(wake);
          });
          continue;
        }
        const t = now();
        if (!opts.unspaced) {
          if (t < s.next) {
            await sleep(s.next - t, undefined, { signal: opts.signal });
            continue;
          }
          s.next = t + Math.max(0, opts.delayMs);
        }
        s.inFlight++;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          s.inFlight--;
          s.waiters.shift()?.();
        };
      }
    },
    async pushBack(host, ms) {
      const s = get(host);
      s.next = Math.max(s.next, now() + ms);
    },
  };
}
