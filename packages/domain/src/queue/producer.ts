import { createHash, randomUUID } from 'node:crypto';
import { Job, Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import {
  QUEUE_NAMES,
  captureSourceResult,
  type CaptureSourceJob,
  type CaptureSourceResult,
  type GenerateProfileJob,
  type ScrapeHotelJob,
} from '@hotel/contracts';
import type { JobQueue } from '../deps.ts';

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 86_400, count: 10_000 },
  removeOnFail: { age: 7 * 86_400 },
};

const BULK_CHUNK = 1_000;

/**
 * The deterministic id of a scrape-hotel job, so enqueueing a run twice adds nothing.
 * BullMQ refuses ids with a single ':' (it reserves them for repeatable jobs), hence `-`. The hotel
 * id goes in as a hash: encodeURIComponent threw on a lone surrogate *after* the run was committed,
 * and a hash of the UTF-16 code units cannot throw, never contains ':' and keeps ids that differ
 * in any code unit apart (a UTF-8 hash would fold every lone surrogate into U+FFFD).
 */
export function scrapeJobId(runId: string, hotelId: string): string {
  const digest = createHash('sha256').update(Buffer.from(hotelId, 'utf16le')).digest('hex').slice(0, 32);
  return `scrape-${runId}-${digest}`;
}

export class BullMqJobQueue implements JobQueue {
  private readonly connection: Redis;
  private readonly redisUrl: string;
  private readonly prefix: string;
  private readonly scrape: Queue;
  private readonly capture: Queue;
  private readonly profile: Queue;
  private captureEvents: { events: QueueEvents; connection: Redis; ready: Promise<void> } | null = null;

  constructor(opts: { redisUrl: string; prefix: string }) {
    this.redisUrl = opts.redisUrl;
    this.prefix = opts.prefix;
    // BullMQ requires maxRetriesPerRequest null on connections it may block on.
    this.connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', () => {}); // surfaced through ping() and failed adds
    const common = { connection: this.connection, prefix: opts.prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS };
    this.scrape = new Queue(QUEUE_NAMES.scrapeHotel, common);
    this.capture = new Queue(QUEUE_NAMES.captureSource, common);
    this.profile = new Queue(QUEUE_NAMES.generateProfile, common);
  }

  async enqueueScrapeHotels(jobs: ScrapeHotelJob[]): Promise<void> {
    for (let i = 0; i < jobs.length; i += BULK_CHUNK) {
      const chunk = jobs.slice(i, i + BULK_CHUNK);
      await this.scrape.addBulk(
        chunk.map((data) => ({ name: QUEUE_NAMES.scrapeHotel, data, opts: { jobId: scrapeJobId(data.runId, data.hotelId) } })),
      );
    }
  }

  async enqueueCaptureSource(job: CaptureSourceJob): Promise<{ jobId: string }> {
    const jobId = `capture-${randomUUID()}`;
    // Someone is waiting on a capture, so a few quick retries beat five long ones.
    await this.capture.add(QUEUE_NAMES.captureSource, job, { jobId, attempts: 3 });
    return { jobId };
  }

  async enqueueGenerateProfile(job: GenerateProfileJob): Promise<{ jobId: string }> {
    const jobId = `profile-${randomUUID()}`;
    await this.profile.add(QUEUE_NAMES.generateProfile, job, { jobId });
    return { jobId };
  }

  private events(): { events: QueueEvents; ready: Promise<void> } {
    if (!this.captureEvents) {
      const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
      connection.on('error', () => {});
      const events = new QueueEvents(QUEUE_NAMES.captureSource, { connection, prefix: this.prefix });
      events.on('error', () => {});
      this.captureEvents = { events, connection, ready: events.waitUntilReady().then(() => undefined) };
    }
    return this.captureEvents;
  }

  async waitForCapture(
    jobId: string,
    timeoutMs: number,
  ): Promise<{ ok: true; result: CaptureSourceResult } | { ok: false; error: string } | 'timeout'> {
    const { events, ready } = this.events();
    await ready;
    const job = await Job.fromId(this.capture, jobId);
    if (!job) return { ok: false, error: 'Capture job not found' };
    try {
      const value: unknown = await job.waitUntilFinished(events, timeoutMs);
      const parsed = captureSourceResult.safeParse(value);
      if (!parsed.success) return { ok: false, error: 'Capture returned an unexpected result' };
      return { ok: true, result: parsed.data };
    } catch (err) {
      const state = await this.capture.getJobState(jobId).catch(() => 'unknown');
      if (state === 'failed') {
        const failed = await Job.fromId(this.capture, jobId);
        return { ok: false, error: failed?.failedReason || (err as Error).message };
      }
      return 'timeout';
    }
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  /** Counts of one queue this API produces to (the workers own `maintenance`), for tests and diagnostics. */
  async counts(name: Exclude<keyof typeof QUEUE_NAMES, 'maintenance'>): Promise<Record<string, number>> {
    const q = name === 'scrapeHotel' ? this.scrape : name === 'captureSource' ? this.capture : this.profile;
    return q.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
  }

  async close(): Promise<void> {
    if (this.captureEvents) {
      await this.captureEvents.events.close().catch(() => {});
      await this.captureEvents.connection.quit().catch(() => {});
    }
    await Promise.all([this.scrape.close(), this.capture.close(), this.profile.close()]);
    await this.connection.quit().catch(() => {});
  }
}
