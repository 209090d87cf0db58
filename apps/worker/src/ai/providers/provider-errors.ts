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
    return new ThrottledError(`AI provider rate limited (${providerLabel}, HTTP 429)`, retryAfterMs(err.headers) ?? DEFAULT_RATE_LIMIT_DELAY_MS, { cause: err });
  }
  if (status === 529 || status === 503) {
    return new ThrottledError(`AI provider overloaded (${providerLabel}, HTTP ${status})`, retryAfterMs(err.headers) ?? DEFAULT_OVERLOAD_DELAY_MS, { cause: err });
  }
  if (status >= 500 || status === 408 || status === 409) {
    return new RetryableError(`AI provider error (${providerLabel}, HTTP ${status})`, { cause: err });
  }
  return new NonRetryableError(`AI provider failed (${providerLabel}, HTTP ${status}): ${err.message.slice(0, 300)}`, { cause: err });
}
