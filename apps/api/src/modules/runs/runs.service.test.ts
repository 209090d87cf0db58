import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import type { ScrapeHotelJob } from '@hotel/contracts';
import { BullMqJobQueue, QUEUE_NAMES, QUEUE_UNAVAILABLE_REASON, type JobQueue } from '@hotel/domain';
import { testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel } from '@hotel/domain/testing';

/**
 * The real BullMQ queue, except that scrape enqueues go through `onEnqueue`, which a test sets
 * to fail the way a Redis outage does (after the run was committed).
 */
class FlakyQueue implements JobQueue {
  onEnqueue: (jobs: ScrapeHotelJob[]) => Promise<void> = async () => {};
  readonly real: BullMqJobQueue;
  constructor(real: BullMqJobQueue) {
    this.real = real;
  }
  async enqueueScrapeHotels(jobs: ScrapeHotelJob[]): Promise<void> {
    await this.onEnqueue(jobs);
    await this.real.enqueueScrapeHotels(jobs);
  }
  reset(): void {
    this.onEnqueue = async () => {};
  }
  enqueueCaptureSource: JobQueue['enqueueCaptureSource'] = (job) => this.real.enqueueCaptureSource(job);
  waitForCapture: JobQueue['waitForCapture'] = (jobId, ms) => this.real.waitForCapture(jobId, ms);
  enqueueGenerateProfile: JobQueue['enqueueGenerateProfile'] = (job) => this.real.enqueueGenerateProfile(job);
  ping = () => this.real.ping();
  close = () => this.real.close();
}

const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe('RunsService when the job queue fails after the run was written', () => {
  let t: TestApp;
  let user: TestSession;
  let queue: FlakyQueue;
  let prefix: string;
  let redisUrl: string;

  const scrape = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/scrape', headers: t.auth(user), payload: payload as Record<string, unknown> });
  const lastRun = () => t.db.selectFrom('scrape_runs').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();

  beforeAll(async () => {
    redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix();
    queue = new FlakyQueue(new BullMqJobQueue({ redisUrl, prefix }));
    t = await createTestApp({ deps: { queue } });
    user = await t.loginAs();
  });
  beforeEach(() => queue.reset());
  afterAll(async () => {
    const raw = new Queue(QUEUE_NAMES.scrapeHotel, { connection: { url: redisUrl }, prefix });
    await raw.obliterate({ force: true }).catch(() => {});
    await raw.close();
    await t?.close();
    await queue?.close();
  });

  it('answers 503 and leaves no hotel pending: they go to error with a reason, the run is cancelled with its items failed', async () => {
    const kept = await createHotel(t.db, { id: 'out-kept', name: 'Kept Name', status: 'completed' });
    queue.onEnqueue = async () => {
      throw outage();
    };
    const res = await scrape({ hotels: [{ hotelId: 'out-new', url: 'https://new.example.com/' }, { hotelId: kept.id, url: 'https://kept.example.com/' }] });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'The job queue is unavailable. Please try again shortly.' });

    const run = await lastRun();
    expect(run).toMatchObject({ status: 'cancelled', total: 2, completed: 0, failed: 2 });
    expect(run.finished_at).toBeInstanceOf(Date);
    const items = await t.db.selectFrom('scrape_run_items').select(['hotel_id', 'status', 'error']).where('run_id', '=', run.id).orderBy('hotel_id').execute();
    expect(items).toEqual([
      { hotel_id: 'out-kept', status: 'error', error: QUEUE_UNAVAILABLE_REASON },
      { hotel_id: 'out-new', status: 'error', error: QUEUE_UNAVAILABLE_REASON },
    ]);
    const hotels = await t.db.selectFrom('hotels').select(['id', 'name', 'status', 'status_reason']).where('id', 'in', ['out-kept', 'out-new']).orderBy('id').execute();
    expect(hotels).toEqual([
      { id: 'out-kept', name: 'Kept Name', status: 'error', status_reason: QUEUE_UNAVAILABLE_REASON },
      { id: 'out-new', name: null, status: 'error', status_reason: QUEUE_UNAVAILABLE_REASON },
    ]);
    const audit = await t.db.selectFrom('audit_logs').select(['user_id', 'details']).where('entity_id', '=', run.id).execute();
    expect(audit).toEqual([{ user_id: user.user.id, details: { runId: run.id, hotelsCount: 2, error: QUEUE_UNAVAILABLE_REASON } }]);

    // The run's own detail says the same, and the hotel counters agree with the rows.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/runs/${run.id}`, headers: t.auth(user) })).json();
    expect(detail).toMatchObject({ status: 'cancelled', failed: 2, items: [{ status: 'error' }, { status: 'error' }] });
  });

  it('leaves alone what it no longer owns: an item a worker already took, a hotel a later run took over', async () => {
    queue.onEnqueue = async (jobs) => {
      const runId = jobs[0]!.runId;
      // A worker took this one before the queue fell over...
      await t.db.updateTable('scrape_run_items').set({ status: 'processing' }).where('run_id', '=', runId).where('hotel_id', '=', 'own-taken').execute();
      await t.db.updateTable('hotels').set({ status: 'processing' }).where('id', '=', 'own-taken').execute();
      // ...and this hotel was claimed by a newer run meanwhile.
      await t.db.updateTable('hotels').set({ last_run_id: '00000000-0000-4000-8000-000000000001' }).where('id', '=', 'own-later').execute();
      throw outage();
    };
    const res = await scrape({
      hotels: ['own-taken', 'own-later', 'own-plain'].map((hotelId) => ({ hotelId, url: `https://${hotelId}.example.com/` })),
    });
    expect(res.statusCode).toBe(503);
    const run = await lastRun();
    expect(run).toMatchObject({ status: 'cancelled', total: 3, failed: 2 });
    const items = await t.db.selectFrom('scrape_run_items').select(['hotel_id', 'status']).where('run_id', '=', run.id).orderBy('hotel_id').execute();
    expect(items).toEqual([
      { hotel_id: 'own-later', status: 'error' },
      { hotel_id: 'own-plain', status: 'error' },
      { hotel_id: 'own-taken', status: 'processing' },
    ]);
    const hotels = await t.db.selectFrom('hotels').select(['id', 'status']).where('id', 'like', 'own-%').orderBy('id').execute();
    expect(hotels).toEqual([
      { id: 'own-later', status: 'pending' },
      { id: 'own-plain', status: 'error' },
      { id: 'own-taken', status: 'processing' },
    ]);
  });

  it('abandons the whole run when only a later slice fails, once every lane has stopped', async () => {
    const hotels = Array.from({ length: 5_001 }, (_, i) => ({ hotelId: `PART${i}`, url: `https://p${i}.example.com/` }));
    queue.onEnqueue = async (jobs) => {
      if (jobs.length === 1) throw outage();
      // The first lane's slice is still on its way when the second lane's one fails.
      await new Promise((r) => setTimeout(r, 1_500));
    };
    const res = await scrape({ hotels });
    expect(res.statusCode).toBe(503);
    // The slow lane was waited for: its jobs are all in before the answer, none trickles in after
    // the run was cancelled (workers skip those, as the run says cancelled).
    expect((await queue.real.counts('scrapeHotel')).waiting).toBe(5_000);
    const run = await lastRun();
    expect(run).toMatchObject({ status: 'cancelled', total: 5_001, failed: 5_001 });
    const stuck = await t.db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'like', 'PART%')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(stuck.n)).toBe(0);
  }, 60_000);

  it('starts a run normally once the queue is back', async () => {
    const res = await scrape({ hotels: [{ hotelId: 'out-new', url: 'https://new.example.com/' }] });
    expect(res.statusCode).toBe(202);
    const hotel = await t.db.selectFrom('hotels').select(['status', 'status_reason']).where('id', '=', 'out-new').executeTakeFirstOrThrow();
    expect(hotel).toEqual({ status: 'pending', status_reason: null });
  });
});
