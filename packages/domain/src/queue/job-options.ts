import { createHash } from 'node:crypto';
import type { JobsOptions } from 'bullmq';

/** Every produced job: five tries with backoff; finished jobs kept a day, failed ones a week. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 86_400, count: 10_000 },
  removeOnFail: { age: 7 * 86_400 },
} as const satisfies JobsOptions;

/** Someone is waiting on a capture, so a few quick retries beat five long ones. */
export const CAPTURE_ATTEMPTS = 3;

/**
 * The deterministic id of a scrape-hotel job, so enqueueing a run twice adds nothing.
 * BullMQ refuses ids with a single ':' (it reserves them for repeatable jobs), hence `-`. The hotel
 * id goes in as a hash: encodeURIComponent throws on a lone surrogate, which would strike after the
 * run was committed; a hash of the UTF-16 code units cannot throw, never contains ':' and keeps ids
 * that differ in any code unit apart (a UTF-8 hash would fold every lone surrogate into U+FFFD).
 */
export function scrapeJobId(runId: string, hotelId: string): string {
  const digest = createHash('sha256').update(Buffer.from(hotelId, 'utf16le')).digest('hex').slice(0, 32);
  return `scrape-${runId}-${digest}`;
}
