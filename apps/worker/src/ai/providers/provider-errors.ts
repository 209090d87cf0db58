import { NonRetryableError, RetryableError, ThrottledError } from '../../errors.ts';

/** Fallback delays when a throttling answer carries no retry-after header. */
const DEFAULT_RATE_LIMIT_DELAY_MS = 30_000;
const DEFAULT_OVERLOAD_DELAY_MS = 15_000;
const MAX_DELAY_MS = 10 * 60_000;

interface HeaderBag {
  get(name: string): string | null;
}

/** retry-after-ms (Anthropic, OpenAI), then retry-after in seconds or as an HTTP date. */
export function retryAfterMs(headers: HeaderBag | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Math.min(Math.ceil(Number(ms)), MAX_DELAY_MS);
  const ra = headers.get('retry-after');
  if (!ra) return null;
  if (/^\d+(\.\d+)?$/.test(ra.trim())) return Math.min(Math.ceil(Number(ra) * 1000), MAX_DELAY_MS);
  const date = Date.parse(ra);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - now), MAX_DELAY_MS);
  return null;
}

/** OpenAI's reset durations: '1s', '6m0s', '20ms', '1h2m3.5s'. */
function durationMs(text: string): number | null {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text.trim()) return null;
  const unit: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  return Math.ceil(parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2]!]!, 0));
}

const RESET_HEADERS: { reset: string; remaining: string; parse: (v: string, now: number) => number | null }[] = [
  // Anthropic: RFC 3339 times at which each limit is full again.
  ...['requests', 'tokens', 'input-tokens', 'output-tokens'].map((kind) => ({
    reset: `anthropic-ratelimit-${kind}-reset`,
    remaining: `anthropic-ratelimit-${kind}-remaining`,
    parse: (v: string, now: number) => {
      const at = Date.parse(v);
      return Number.isFinite(at) ? Math.max(0, at - now) : null;
    },
  })),
  // OpenAI (and compatible servers): durations until each limit is full again.
  ...['requests', 'tokens'].map((kind) => ({
    reset: `x-ratelimit-reset-${kind}`,
    remaining: `x-ratelimit-remaining-${kind}`,
    parse: (v: string) => durationMs(v),
  })),
];

/**
 * A throttled answer without retry-after still says when its limits reset. The limits used up
 * (remaining 0) are the ones that refused; when no header says which, the latest reset is safe.
 */
export function rateLimitResetMs(headers: HeaderBag | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const resets = RESET_HEADERS.flatMap((h) => {
    const v = headers.get(h.reset);
    const ms = v ? h.parse(v, now) : null;
    return ms === null ? [] : [{ ms, exhausted: headers.get(h.remaining)?.trim() === '0' }];
  });
  if (!resets.length) return null;
  const exhausted = resets.filter((r) => r.exhausted);
  return Math.min(Math.max(...(exhausted.length ? exhausted : resets).map((r) => r.ms)), MAX_DELAY_MS);
}

interface ApiErrorLike {
  status: number | undefined;
  headers: HeaderBag | undefined;
  message: string;
}

/**
 * Maps an SDK error to what BullMQ should do next: rate limits and overloads wait for the
 * server-given delay, 5xx and connection problems retry with backoff, the rest (bad key,
 * unknown model, bad request) fail for good with a readable reason.
 */
export function mapProviderError(providerLabel: string, err: ApiErrorLike, isConnection: boolean): Error {
  const status = err.status;
  if (isConnection || status === undefined) {
    return new RetryableError(`AI provider unreachable (${providerLabel}): ${err.message}`, { cause: err });
  }
  if (status === 429) {
    return new ThrottledError(`AI provider rate limited (${providerLabel}, HTTP 429)`, retryAfterMs(err.headers) ?? rateLimitResetMs(err.headers) ?? DEFAULT_RATE_LIMIT_DELAY_MS, {
      cause: err,
    });
  }
  if (status === 529 || status === 503) {
    return new ThrottledError(`AI provider overloaded (${providerLabel}, HTTP ${status})`, retryAfterMs(err.headers) ?? DEFAULT_OVERLOAD_DELAY_MS, { cause: err });
  }
  if (status >= 500 || status === 408 || status === 409) {
    return new RetryableError(`AI provider error (${providerLabel}, HTTP ${status})`, { cause: err });
  }
  return new NonRetryableError(`AI provider failed (${providerLabel}, HTTP ${status}): ${err.message.slice(0, 300)}`, { cause: err });
}
