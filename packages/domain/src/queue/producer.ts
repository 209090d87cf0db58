import { randomUUID } from 'node:crypto';
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import {
  captureSourceResult,
  type CaptureSourceJob,
  type CaptureSourceResult,
  type GenerateProfileJob,
  type ScrapeHotelJob,
} from '@hotel/contracts';
import { CAPTURE_ATTEMPTS, DEFAULT_JOB_OPTIONS, scrapeJobId } from './job-options.ts';
import { QUEUE_NAMES } from './names.ts';

const BULK_CHUNK = 1_000;

/** Enqueues worker jobs: the API's services and the CLIs take it as a dependency. */
export interface JobQueue {
  enqueueScrapeHotels(jobs: ScrapeHotelJob[]): Promise<void>;
  enqueueCaptureSource(job: CaptureSourceJob): Promise<{ jobId: string }>;
  /** Waits for a capture to finish, up to timeoutMs; 'timeout' when still running. */
  waitForCapture(jobId: string, timeoutMs: number): Promise<{ ok: true; result: CaptureSourceResult } | { ok: false; error: string } | 'timeout'>;
  enqueueGenerateProfile(job: GenerateProfileJob): Promise<{ jobId: string }>;
  ping(): Promise<void>;
  close(): Promise<void>;
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
    await this.capture.add(QUEUE_NAMES.captureSource, job, { jobId, attempts: CAPTURE_ATTEMPTS });
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
