/**
 * The re-check scheduler (decision 240): a BullMQ job scheduler, upserted by id by every worker
 * (so there is one however many run, as for maintenance, decision 180), ticks every few minutes.
 * Each tick takes the hotels that are due (each at its own time: last scrape or re-check plus its
 * interval) up to the tick's share of RECHECK_MAX_PER_HOUR, and starts one "Scheduled re-check"
 * run for them through the one start-run; from there they are scraped like any run, with the same
 * politeness and SSRF guard, and the conditional path of the scrape job (recheck/probe.ts).
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { RECHECK_QUEUE } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Logger } from '../logger.ts';
import { claimDueHotels, countCheckedSince, isRecheckPaused } from './recheck.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RECHECK_TICK = { id: 'recheck-due-hotels', every: 5 * MINUTE } as const;

export interface StartRecheckRun {
  (input: { hotels: { hotelId: string; url: string }[]; kind: 'recheck'; actorId: null; auditDetails: Record<string, unknown> }): Promise<{ runId: string; total: number }>;
}

export interface RecheckDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** The one start-run, bound to the queue and the model re-checks use. */
  startRun: StartRecheckRun;
  /** RECHECK_DAYS: the interval of hotels without their own (0: those are not re-checked). */
  defaultDays: number;
  /** RECHECK_MAX_PER_HOUR: hotels re-checked per hour at most, all workers together. */
  maxPerHour: number;
  /** Milliseconds between ticks (the share of the hourly cap one tick may take). */
  tickMs?: number;
}

export type TickResult = { paused: true } | { paused: false; started: number; runId: string | null; budget: number };

/**
 * One tick: nothing while paused; otherwise at most the tick's share of the hourly cap (so a
 * backlog spreads over the hour instead of leaving in one burst) and never more than the cap
 * minus what the last hour already started.
 */
export async function runRecheckTick(deps: RecheckDeps): Promise<TickResult> {
  if (await isRecheckPaused(deps.db)) return { paused: true };
  const now = deps.now();
  const tickMs = deps.tickMs ?? RECHECK_TICK.every;
  const share = Math.max(1, Math.ceil((deps.maxPerHour * tickMs) / HOUR));
  const lastHour = await countCheckedSince(deps.db, new Date(now.getTime() - HOUR));
  const budget = Math.max(0, Math.min(share, deps.maxPerHour - lastHour));
  const hotels = await claimDueHotels(deps.db, now, deps.defaultDays, budget);
  if (hotels.length === 0) return { paused: false, started: 0, runId: null, budget };
  const run = await deps.startRun({
    hotels: hotels.map((h) => ({ hotelId: h.id, url: h.url })),
    kind: 'recheck',
    actorId: null,
    auditDetails: { trigger: 'scheduled re-check' },
  });
  deps.logger.info({ runId: run.runId, hotels: run.total }, 'scheduled re-check started');
  return { paused: false, started: run.total, runId: run.runId, budget };
}

export interface RecheckScheduler {
  queue: Queue;
  worker: Worker;
  close(): Promise<void>;
}

/** The re-check queue, its scheduler and a worker for its ticks (one at a time per process). */
export async function startRecheckScheduler(connection: Redis, prefix: string, deps: RecheckDeps): Promise<RecheckScheduler> {
  const queue = new Queue(RECHECK_QUEUE, { connection, prefix });
  await queue.upsertJobScheduler(RECHECK_TICK.id, { every: RECHECK_TICK.every }, { name: RECHECK_TICK.id, opts: { removeOnComplete: 50, removeOnFail: 200 } });
  const worker = new Worker(RECHECK_QUEUE, (_job: Job) => runRecheckTick(deps), { connection, prefix, concurrency: 1 });
  worker.on('failed', (job, err) => deps.logger.warn({ task: job?.name, err: err.message }, 'scheduled re-check tick failed'));
  worker.on('error', (err) => deps.logger.error({ queue: RECHECK_QUEUE, err: err.message }, 'worker error'));
  return {
    queue,
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
