import { ApiError } from '../api';

/** Section 9: check every 30 s; refresh once the token is within 90 s of expiry. */
export const REFRESH_CHECK_INTERVAL_MS = 30_000;
export const REFRESH_WINDOW_MS = 90_000;
/** Section 9: exponential backoff from 200 ms within a 30 s budget. */
export const RETRY_INITIAL_MS = 200;
export const RETRY_BUDGET_MS = 30_000;

export function shouldRefresh(expiresAt: number, now: number, windowMs = REFRESH_WINDOW_MS): boolean {
  return expiresAt - now <= windowMs;
}

/** Delays between attempts: 200, 400, 800, … while their sum stays within the budget. */
export function backoffDelays(initialMs = RETRY_INITIAL_MS, budgetMs = RETRY_BUDGET_MS): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let d = initialMs; total + d <= budgetMs; d *= 2) {
    delays.push(d);
    total += d;
  }
  return delays;
}

/** Network failures and 502/503/504 are worth another try; a 4xx answer is final. */
export function isRetryable(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 502 || err.status === 503 || err.status === 504;
  return err instanceof TypeError; // fetch rejects with TypeError when the network fails
}

export async function withBackoff<T>(
  attempt: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  delays: number[] = backoffDelays(),
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      const delay = delays[i];
      if (delay === undefined || !isRetryable(err)) throw err;
      await sleep(delay);
    }
  }
}
