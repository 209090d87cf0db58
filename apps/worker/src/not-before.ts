/**
 * A Redis key holding a time (Redis clock, ms) before which nothing may start: a host's next
 * request (fetch/politeness.ts) or a model provider's pause (ai/rate-limit.ts). Both are pushed
 * forward by a server's Retry-After, and a shorter push must never undo a longer one, whichever
 * worker process sent it; one atomic script keeps that rule in one place. It sits at the root so
 * fetch/ and ai/ both take it from below.
 */
import type { Redis } from 'ioredis';

// KEYS[1]=the time key; ARGV: ms. Sets it to now + ms unless it already holds a later time; the
// key outlives its time by a minute, so a stale one costs nothing.
const PUSH_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local target = now + tonumber(ARGV[1])
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if target > cur then
  redis.call('SET', KEYS[1], tostring(target), 'PX', tonumber(ARGV[1]) + 60000)
end
return 0
`;

/** Nothing keyed by `key` starts before now + ms; never moves a later time earlier. */
export async function pushNotBefore(redis: Redis, key: string, ms: number): Promise<void> {
  await redis.eval(PUSH_LUA, 1, key, Math.max(0, Math.round(ms)));
}
