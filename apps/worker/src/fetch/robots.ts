/**
 * robots.txt per RFC 9309: fetched once per origin (through the same SSRF-guarded client) and
 * cached in-process for an hour, and in Redis when available so all workers share one fetch.
 * 2xx -> parse rules; 4xx -> everything allowed; 5xx, 429 or unreachable -> nothing allowed.
 */
import type { Redis } from 'ioredis';
import robotsParserModule from 'robots-parser';

interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
}
// robots-parser is CommonJS with an ambient `declare module`; type the default export here.
const robotsParser = robotsParserModule as unknown as (url: string, body: string) => Robot;
import { CrawlError, SsrfBlockedError } from '../errors.ts';
import type { HttpClient } from './http.ts';

export const ROBOTS_PRODUCT_TOKEN = 'HotelProfilerBot';
const TTL_MS = 60 * 60 * 1000;
/** Unreachable answers are transient: remember them briefly so retries can succeed later. */
const UNREACHABLE_TTL_MS = 60 * 1000;
const MAX_ENTRIES = 1000;
/**
 * RFC 9309 §2.5: crawlers must parse at least the first 500 KiB. A longer file is cut there, not
 * ignored: treating it as allow-all would let a site's rules lapse just because the file is long.
 */
export const MAX_ROBOTS_BYTES = 500 * 1024;

/** The text of a robots.txt body; a cut body loses its last, partial line. */
export function robotsText(body: Buffer, truncated: boolean): string {
  if (!truncated) return body.toString('utf8');
  // A rule cut mid-line could say something else ('Allow: /private-area' cut to 'Allow: /pri').
  const lastNewline = body.lastIndexOf(0x0a);
  return body.subarray(0, lastNewline + 1).toString('utf8');
}

export type RobotsState =
  | { kind: 'rules'; body: string }
  | { kind: 'allow-all' }
  | { kind: 'unreachable'; reason: string };

export interface RobotsRules {
  state: RobotsState;
  isAllowed(url: string): boolean;
  /** Crawl-delay for our product token (or *), in ms; null when absent. */
  crawlDelayMs: number | null;
  sitemaps: string[];
}

export interface RobotsCache {
  forOrigin(origin: string, opts?: { signal?: AbortSignal; beforeHop?: (url: URL) => Promise<() => void> }): Promise<RobotsRules>;
}

function toRules(origin: string, state: RobotsState): RobotsRules {
  if (state.kind !== 'rules') {
    return { state, isAllowed: () => state.kind === 'allow-all', crawlDelayMs: null, sitemaps: [] };
  }
  const robots = robotsParser(`${origin}/robots.txt`, state.body);
  const delay = robots.getCrawlDelay(ROBOTS_PRODUCT_TOKEN);
  return {
    state,
    // undefined means the URL is not under this origin: the caller asked the wrong cache entry.
    isAllowed: (url) => robots.isAllowed(url, ROBOTS_PRODUCT_TOKEN) !== false,
    crawlDelayMs: typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? Math.min(delay, 60) * 1000 : null,
    sitemaps: robots.getSitemaps(),
  };
}

export function createRobotsCache(deps: {
  http: HttpClient;
  redis?: Redis;
  prefix?: string;
  now?: () => number;
}): RobotsCache {
  const now = deps.now ?? Date.now;
  const lru = new Map<string, { expires: number; rules: RobotsRules }>();
  const inflight = new Map<string, Promise<RobotsRules>>();
  const redisKey = (origin: string) => `${deps.prefix ?? 'hp'}:robots:${origin}`;

  function remember(origin: string, rules: RobotsRules, ttl: number) {
    lru.delete(origin);
    lru.set(origin, { expires: now() + ttl, rules });
    if (lru.size > MAX_ENTRIES) lru.delete(lru.keys().next().value!);
  }

  async function load(origin: string, opts: Parameters<RobotsCache['forOrigin']>[1]): Promise<RobotsRules> {
    if (deps.redis) {
      const cached = await deps.redis.get(redisKey(origin)).catch(() => null);
      if (cached) {
        try {
          const rules = toRules(origin, JSON.parse(cached) as RobotsState);
          remember(origin, rules, TTL_MS);
          return rules;
        } catch {
          /* corrupt entry: refetch */
        }
      }
    }
    let state: RobotsState;
    try {
      const res = await deps.http.get(`${origin}/robots.txt`, {
        signal: opts?.signal,
        beforeHop: opts?.beforeHop,
        maxBytes: MAX_ROBOTS_BYTES,
        truncate: true,
        headers: { accept: 'text/plain,*/*;q=0.5' },
      });
      if (res.status >= 200 && res.status < 300) state = { kind: 'rules', body: robotsText(res.body, !!res.truncated) };
      else if (res.status === 429 || res.status >= 500) state = { kind: 'unreachable', reason: `robots.txt unreachable (HTTP ${res.status}): crawling not allowed` };
      else if (res.status >= 400) state = { kind: 'allow-all' };
      else state = { kind: 'unreachable', reason: `robots.txt unreachable (HTTP ${res.status}): crawling not allowed` };
    } catch (err) {
      if (opts?.signal?.aborted) throw err;
      // The guard refusing robots.txt (private address, rebinding) is a permanent refusal of the site.
      if (err instanceof SsrfBlockedError) throw err;
      state = { kind: 'unreachable', reason: `robots.txt unreachable (${err instanceof CrawlError ? err.reason : String(err)}): crawling not allowed` };
    }
    const rules = toRules(origin, state);
    const ttl = state.kind === 'unreachable' ? UNREACHABLE_TTL_MS : TTL_MS;
    remember(origin, rules, ttl);
    if (deps.redis && state.kind !== 'unreachable') {
      await deps.redis.set(redisKey(origin), JSON.stringify(state), 'PX', TTL_MS).catch(() => {});
    }
    return rules;
  }

  return {
    async forOrigin(origin, opts) {
      const hit = lru.get(origin);
      if (hit && hit.expires > now()) return hit.rules;
      let p = inflight.get(origin);
      if (!p) {
        // The shared load must not die with the first caller's signal; each caller races its own.
        p = load(origin, { beforeHop: opts?.beforeHop }).finally(() => inflight.delete(origin));
        inflight.set(origin, p);
      }
      const signal = opts?.signal;
      if (!signal) return p;
      signal.throwIfAborted();
      return new Promise<RobotsRules>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
  };
}
