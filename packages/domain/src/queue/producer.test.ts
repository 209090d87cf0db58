import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { ScrapeHotelJob } from '@hotel/contracts';
import { testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { scrapeJobId } from './job-options.ts';
import { QUEUE_NAMES } from './names.ts';
import { BullMqJobQueue } from './producer.ts';

describe('BullMqJobQueue', () => {
  let redisUrl: string;
  let prefix: string;
  let queue: BullMqJobQueue;
  let connection: Redis;
  const workers: Worker[] = [];

  beforeAll(async () => {
    redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix();
    queue = new BullMqJobQueue({ redisUrl, prefix });
    connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await queue?.close();
    // Leave nothing behind in the shared Redis.
    const keys = await connection.keys(`${prefix}:*`);
    if (keys.length) await connection.del(...keys);
    await connection.quit();
  });

  it('answers ping', async () => {
    await expect(queue.ping()).resolves.toBeUndefined();
  });

  it('enqueues a large run in bulk, once per hotel, however often it is enqueued', async () => {
    const jobs: ScrapeHotelJob[] = Array.from({ length: 2_500 }, (_, i) => ({
      runId: '6f1f0f7e-1111-4c1c-9c1c-000000000001',
      hotelId: i === 0 ? 'odd:id' : `H${i}`,
      url: `https://hotel-${i}.example/`,
      model: 'test-model',
    }));
    await queue.enqueueScrapeHotels(jobs);
    await queue.enqueueScrapeHotels(jobs.slice(0, 1_200));
    const counts = await queue.counts('scrapeHotel');
    expect(counts.waiting).toBe(2_500);

    const raw = new Queue(QUEUE_NAMES.scrapeHotel, { connection, prefix });
    const job = await Job.fromId(raw, scrapeJobId(jobs[0]!.runId, 'odd:id'));
    expect(job?.data).toEqual(jobs[0]);
    expect(job?.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 2_000 } });
    expect(job?.opts.removeOnComplete).toEqual({ age: 86_400, count: 10_000 });
    expect(job?.opts.removeOnFail).toEqual({ age: 7 * 86_400 });
    await raw.close();
  });

  it('gives distinct ids to hotels whose ids only differ by characters that need encoding', () => {
    expect(scrapeJobId('r', 'a:b')).not.toBe(scrapeJobId('r', 'a-b'));
    expect(scrapeJobId('r', 'a:b')).not.toContain(':');
  });

  it('builds a job id from any string without throwing, the same each time', () => {
    // encodeURIComponent threw URIError on these after the run was committed (hotels stuck pending).
    for (const id of ['h\ud800x', '\udfff', 'h\ud800x\udc00']) {
      expect(() => scrapeJobId('r', id)).not.toThrow();
      expect(scrapeJobId('r', id)).toBe(scrapeJobId('r', id));
      expect(scrapeJobId('r', id)).toMatch(/^scrape-r-[0-9a-f]{32}$/);
    }
    // Lone surrogates that UTF-8 would both turn into U+FFFD keep distinct ids.
    expect(scrapeJobId('r', 'h\ud800x')).not.toBe(scrapeJobId('r', 'h\ud801x'));
    expect(scrapeJobId('r', 'H1')).not.toBe(scrapeJobId('r2', 'H1'));
  });

  it('waits for a capture and returns its result', async () => {
    workers.push(
      new Worker(QUEUE_NAMES.captureSource, async (job) => ({ snippetsCount: 4, pageUrl: job.data.url }), { connection: connection.duplicate(), prefix }),
    );
    const { jobId } = await queue.enqueueCaptureSource({ hotelId: 'H1', sourceId: 's1', url: 'https://a.example/', model: 'm', requestedBy: null });
    const outcome = await queue.waitForCapture(jobId, 20_000);
    expect(outcome).toEqual({ ok: true, result: { snippetsCount: 4, pageUrl: 'https://a.example/' } });
    await workers.pop()!.close();
  });

  it('reports the failure reason of a capture that failed for good', async () => {
    workers.push(
      new Worker(
        QUEUE_NAMES.captureSource,
        async (): Promise<unknown> => {
          throw new UnrecoverableError('Page answered 404');
        },
        { connection: connection.duplicate(), prefix },
      ),
    );
    const { jobId } = await queue.enqueueCaptureSource({ hotelId: 'H1', sourceId: 's2', url: 'https://b.example/', model: 'm', requestedBy: null });
    const outcome = await queue.waitForCapture(jobId, 20_000);
    expect(outcome).toEqual({ ok: false, error: 'Page answered 404' });
    await workers.pop()!.close();
  });

  it("answers 'timeout' when no worker finishes the capture in time", async () => {
    const { jobId } = await queue.enqueueCaptureSource({ hotelId: 'H1', sourceId: 's3', url: 'https://c.example/', model: 'm', requestedBy: null });
    expect(await queue.waitForCapture(jobId, 300)).toBe('timeout');
  });

  it('enqueues a profile job with its own id', async () => {
    const a = await queue.enqueueGenerateProfile({ hotelId: 'H1', model: 'm', requestedBy: null, reason: 'regenerate' });
    const b = await queue.enqueueGenerateProfile({ hotelId: 'H1', model: 'm', requestedBy: null, reason: 'regenerate' });
    expect(a.jobId).not.toBe(b.jobId);
    expect((await queue.counts('generateProfile')).waiting).toBe(2);
  });
});
