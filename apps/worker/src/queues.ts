import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_NAMES } from '@hotel/domain';
import { ThrottledError } from './errors.ts';
import { handleCaptureSource } from './jobs/capture-source.ts';
import { handleGenerateProfile } from './jobs/generate-profile.ts';
import type { JobDeps } from './jobs/job-support.ts';
import { handleScrapeHotel, recordAbandonedScrape } from './jobs/scrape-hotel.ts';

export interface WorkerOptions {
  /** Must equal the API's queue prefix (REDIS_PREFIX), or the two never meet. */
  prefix: string;
  /** scrape-hotel and capture-source jobs at once: crawling is network waits, so many. */
  crawlConcurrency: number;
  /** generate-profile jobs at once: each is one model call. */
  modelConcurrency: number;
  /** A job whose lock is not renewed for this long is stalled and taken over by another worker. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  maxStalledCount?: number;
}

/** The type a job can name in `backoff` to get Retry-After-aware delays. */
export const RETRY_AFTER_BACKOFF = 'retry-after';

/**
 * Custom backoff (used by jobs whose backoff type is 'retry-after'): the server's Retry-After
 * for throttling, exponential from 2 s otherwise. Jobs with the built-in 'exponential' type are
 * delayed by rethrowForQueue instead, which moves throttled jobs to the delayed set itself.
 */
export function backoffStrategy(attemptsMade: number, _type?: string, err?: Error): number {
  if (err instanceof ThrottledError) return Math.max(1_000, err.retryAfterMs);
  return 2_000 * 2 ** Math.max(0, attemptsMade - 1);
}

/** One BullMQ Worker per queue, all sharing the same dependencies. */
export function createWorkers(connection: Redis, deps: JobDeps, opts: WorkerOptions): Worker[] {
  const common = {
    connection,
    prefix: opts.prefix,
    lockDuration: opts.lockDurationMs ?? 60_000,
    stalledInterval: opts.stalledIntervalMs ?? 15_000,
    maxStalledCount: opts.maxStalledCount ?? 2,
    settings: { backoffStrategy },
  };
  // The model calls inside crawl jobs are bounded apart from them, by the registry's limits (ai/rate-limit.ts).
  const crawl = { ...common, concurrency: opts.crawlConcurrency };
  const scrape = new Worker(QUEUE_NAMES.scrapeHotel, (job: Job, token?: string) => handleScrapeHotel(job, deps, token), crawl);
  const capture = new Worker(QUEUE_NAMES.captureSource, (job: Job, token?: string) => handleCaptureSource(job, deps, token), crawl);
  const profile = new Worker(QUEUE_NAMES.generateProfile, (job: Job, token?: string) => handleGenerateProfile(job, deps, token), {
    ...common,
    concurrency: opts.modelConcurrency,
  });
  const workers = [scrape, capture, profile];
  scrape.on('failed', (job, err) => {
    if (!job) return;
    const final = err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1) || /stalled more than allowable limit/i.test(err.message);
    if (!final) return;
    const reason = /stalled/i.test(err.message) ? 'Processing failed: the worker handling this hotel stopped repeatedly' : err.message;
    recordAbandonedScrape(deps, job.data, reason).catch((e: unknown) =>
      deps.logger.error({ jobId: job.id, err: (e as Error).message }, 'could not record an abandoned scrape'),
    );
  });
  for (const w of workers) {
    w.on('error', (err) => deps.logger.error({ queue: w.name, err: err.message }, 'worker error'));
    w.on('failed', (job, err) => {
      if (err.name === 'DelayedError') return;
      deps.logger.warn({ queue: w.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err: err.message }, 'job failed');
    });
  }
  return workers;
}
