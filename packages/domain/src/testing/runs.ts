import type { ScrapeHotelJob } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { JobQueue } from '../queue/producer.ts';
import { startRun, type StartedRun } from '../runs/start-run.ts';

export interface CreateRunOptions {
  hotels: ReadonlyArray<{ hotelId: string; url: string }>;
  model?: string;
  createdBy?: string | null;
  maxPages?: number;
  /** A real queue to enqueue the jobs on; without one the jobs are only returned (to call a handler directly). */
  queue?: Pick<JobQueue, 'enqueueScrapeHotels'>;
}

/**
 * A run exactly as the console starts one (the same start-run: run, pending hotels, items, audit
 * entries), for tests and benches. Returns the jobs it produced, in input order.
 */
export async function createRun(db: Db, opts: CreateRunOptions): Promise<StartedRun & { jobs: ScrapeHotelJob[] }> {
  const jobs: ScrapeHotelJob[] = [];
  const queue = {
    async enqueueScrapeHotels(batch: ScrapeHotelJob[]) {
      jobs.push(...batch);
      if (opts.queue) await opts.queue.enqueueScrapeHotels(batch);
    },
  };
  const started = await startRun(
    { db, queue, clock: { now: () => new Date() } },
    { actorId: opts.createdBy ?? null, hotels: opts.hotels, model: opts.model ?? 'builtin', maxPages: opts.maxPages },
  );
  return { ...started, jobs };
}
