/**
 * Crawl errors are named by what happens next (the Crawlee convention):
 * retry later, retry after a server-given delay, or give up with a reason a person can read.
 */
export class CrawlError extends Error {
  /** Short reason shown to staff, e.g. 'HTTP 404 Not Found', 'Blocked by robots.txt'. */
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.reason = reason;
    this.name = new.target.name;
  }
}

/** 404/410, robots disallow, SSRF refusal, error/challenge/parked/empty pages, invalid content. */
export class NonRetryableError extends CrawlError {}

/** Timeouts, connection resets, 5xx. */
export class RetryableError extends CrawlError {}

/** 429/503 (or an AI rate limit / overload) with the delay the server asked for. */
export class ThrottledError extends CrawlError {
  readonly retryAfterMs: number;
  constructor(reason: string, retryAfterMs: number, options?: { cause?: unknown }) {
    super(reason, options);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Refused by the SSRF guard; never retried, never fetched. `reason` is what staff see (stored,
 * answered, sent on /ws) and names no internal address: it would map the private network for
 * whoever uploads URLs. `detail` has the address and why, for the server log only.
 */
export class SsrfBlockedError extends NonRetryableError {
  readonly detail: string;
  constructor(reason: string, detail: string = reason, options?: { cause?: unknown }) {
    super(reason, options);
    this.detail = detail;
  }
}
