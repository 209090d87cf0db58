/**
 * Fault: the AI provider answers 429 (retry-after), 529 (overloaded) and 500 in bursts. The
 * generate-profile job, run by a real BullMQ worker from src/queues.ts with the API's job
 * options, must wait as told, retry with backoff, and store exactly one profile version once the
 * provider recovers. A provider that never recovers ends the hotel in `error` with a readable
 * reason and no profile row: never half a profile.
 */
import { Job, Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAMES, createRedisPublisher } from '@hotel/domain';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { createModelRegistry } from '../../src/ai/registry.ts';
import { loadWorkerConfig } from '../../src/config.ts';
import { crawlSite } from '../../src/crawl/crawl-site.ts';
import { extractSnippets } from '../../src/extract/index.ts';
import { createFetcher } from '../../src/fetch/index.ts';
import type { JobDeps } from '../../src/jobs/job-support.ts';
import { silentLogger } from '../../src/logger.ts';
import { createWorkers } from '../../src/queues.ts';
import { insertSnippets } from '../../src/repositories/snippets.repository.ts';
import { startAnthropicStandIn, type AnthropicStep } from '../llm-standins/anthropic-standin.ts';
import type { StandIn } from '../llm-standins/server.ts';
import { waitFor } from './support.ts';

const MODEL = 'claude-haiku-4-5';

const PROFILE_INPUT = {
  name: { value: 'Burst Harbour Hotel', snippetRefs: ['s1'] },
  brandName: { value: null, snippetRefs: [] },
  address: { value: '7 Quay Street, Portville 12345', snippetRefs: [] },
  situated: { value: null, snippetRefs: [] },
  description: { value: 'A family-run hotel on the quay.', snippetRefs: [] },
  amenities: [{ text: 'Free WiFi', snippetRefs: [] }],
  transportLinks: [],
  nearbyAttractions: [],
};

const PAGE = `<!doctype html><html lang="en"><head><title>Burst Harbour Hotel</title></head><body><main>
<h1>Burst Harbour Hotel</h1><p>A family-run hotel on the quay at 7 Quay Street, Portville 12345.</p>
<h2>Amenities</h2><ul><li>Free WiFi</li><li>Outdoor swimming pool</li><li>Free parking</li></ul>
<p>The central railway station is 10 minutes away on foot.</p></main></body></html>`;

describe('fault: AI provider bursts of 429, 529 and 500', () => {
  let tdb: TestDatabase;
  let prefix: string;
  let redis: Redis;
  let queueRedis: Redis;
  let queue: Queue;
  let anthropic: StandIn<AnthropicStep>;
  let deps: JobDeps;
  let workers: Worker[] = [];
  /** When each provider request arrived, to check the waits between them. */
  const arrivals: number[] = [];

  async function seedHotel(id: string): Promise<void> {
    await tdb.db
      .insertInto('hotels')
      .values({ id, homepage_url: 'https://burst.example/', name: 'Burst Harbour Hotel' })
      .execute();
    const snippets = extractSnippets({
      sourceUrl: 'https://burst.example/',
      pageUrl: 'https://burst.example/',
      html: PAGE,
    });
    expect(snippets.length).toBeGreaterThan(0);
    await insertSnippets(
      tdb.db,
      id,
      snippets.map((s) => ({ ...s, sourceId: null })),
    );
  }

  /** Answers the steps in order, recording when each request arrived. */
  function scriptTimed(steps: AnthropicStep[]): void {
    const left = [...steps];
    anthropic.setFallback(() => {
      arrivals.push(Date.now());
      return left.shift() ?? { kind: 'error', status: 500, message: 'no scripted answer' };
    });
  }

  async function finished(job: Job): Promise<Job> {
    return waitFor(
      async () => {
        const j = await Job.fromId(queue, job.id!);
        const state = await j?.getState();
        return state === 'completed' || state === 'failed' ? j : null;
      },
      120_000,
      'the generate-profile job to finish',
    );
  }

  beforeAll(async () => {
    tdb = await createTestDatabase('hp_fault_ai');
    const redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix('hpfa');
    anthropic = await startAnthropicStandIn();
    redis = new Redis(redisUrl);
    queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const config = loadWorkerConfig({ REDIS_PREFIX: prefix });
    deps = {
      db: tdb.db,
      fetcher: createFetcher({ config, redis }),
      crawl: crawlSite,
      registry: createModelRegistry({ anthropicApiKey: 'test-key', anthropicBaseUrl: anthropic.url }),
      publisher: createRedisPublisher(redis, prefix),
      logger: silentLogger,
      defaultMaxPages: 0,
    };
    workers = createWorkers(queueRedis, deps, { prefix, crawlConcurrency: 1, modelConcurrency: 1 });
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    queue = new Queue(QUEUE_NAMES.generateProfile, { connection: queueRedis, prefix });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await deps?.fetcher.close();
    await redis?.quit();
    await queueRedis?.quit();
    await anthropic?.close();
    await tdb?.drop();
  }, 60_000);

  it('waits out 429/529 as told, retries 500s with backoff, then stores exactly one profile version', async () => {
    await seedHotel('BURST-1');
    arrivals.length = 0;
    scriptTimed([
      { kind: 'error', status: 429, headers: { 'retry-after': '1' } },
      { kind: 'error', status: 429, headers: { 'retry-after': '1' } },
      { kind: 'error', status: 529, headers: { 'retry-after': '1' } },
      { kind: 'error', status: 500 },
      { kind: 'error', status: 500 },
      { kind: 'tool', input: PROFILE_INPUT },
    ]);
    try {
      const before = anthropic.requests.length;
      // The options the API gives a regenerate job (apps/api/src/queue/bullmq-queue.ts).
      const job = await queue.add(
        QUEUE_NAMES.generateProfile,
        { hotelId: 'BURST-1', model: MODEL, requestedBy: null, reason: 'regenerate' },
        { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
      );
      const done = await finished(job);
      expect(await done.getState()).toBe('completed');
      expect(anthropic.requests.length - before).toBe(6);
      // throttling did not use up attempts: only the two 500s did
      expect((done.data as { throttleWaits?: number }).throttleWaits).toBe(3);
      expect(done.attemptsMade).toBe(3);
      // Retry-After: 1 s was honoured after each throttled answer (lower bounds only: a slow machine only adds delay)
      const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(950);
      expect(gaps[1]).toBeGreaterThanOrEqual(950);
      expect(gaps[2]).toBeGreaterThanOrEqual(950);
      // exponential backoff after the 500s: 2 s, then 4 s
      expect(gaps[3]).toBeGreaterThanOrEqual(1_900);
      expect(gaps[4]).toBeGreaterThanOrEqual(3_900);

      const profiles = await tdb.db
        .selectFrom('profiles')
        .selectAll()
        .where('hotel_id', '=', 'BURST-1')
        .execute();
      expect(profiles).toHaveLength(1);
      expect(profiles[0]).toMatchObject({
        version: 1,
        model: MODEL,
        job_key: job.id,
        address: '7 Quay Street, Portville 12345',
      });
      const hotel = await tdb.db
        .selectFrom('hotels')
        .selectAll()
        .where('id', '=', 'BURST-1')
        .executeTakeFirstOrThrow();
      expect(hotel).toMatchObject({ status: 'completed' });
      const audits = await tdb.db
        .selectFrom('audit_logs')
        .select('action')
        .where('entity_type', '=', 'profile')
        .where('entity_id', '=', 'BURST-1')
        .execute();
      expect(audits).toEqual([{ action: 'created' }]);
      console.log(
        `[fault ai-bursts] 429,429,529,500,500 then success: gaps between provider calls ${gaps.map((g) => `${g} ms`).join(', ')}; 1 profile version stored`,
      );
    } finally {
      anthropic.setFallback(null);
    }
  }, 120_000);

  it('puts the hotel in error with the provider reason and writes no profile when the provider keeps failing', async () => {
    await seedHotel('BURST-2');
    const hotelBefore = await tdb.db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', 'BURST-2')
      .executeTakeFirstOrThrow();
    anthropic.setFallback({ kind: 'error', status: 500, message: 'internal server error' });
    const before = anthropic.requests.length;
    try {
      const job = await queue.add(
        QUEUE_NAMES.generateProfile,
        { hotelId: 'BURST-2', model: MODEL, requestedBy: null, reason: 'regenerate' },
        // Fewer and shorter retries than production, to keep the suite bounded; the path is the same.
        { attempts: 3, backoff: { type: 'exponential', delay: 300 } },
      );
      const done = await finished(job);
      expect(await done.getState()).toBe('failed');
      expect(anthropic.requests.length - before).toBe(3);
      const hotel = await tdb.db
        .selectFrom('hotels')
        .selectAll()
        .where('id', '=', 'BURST-2')
        .executeTakeFirstOrThrow();
      expect(hotel.status).toBe('error');
      expect(hotel.status_reason).toMatch(/^AI provider failed: .+/);
      expect(hotel.status_reason).toContain('500');
      // nothing of a profile: no version row, the hotel's fields untouched, no profile audit entry
      expect(
        await tdb.db.selectFrom('profiles').select('id').where('hotel_id', '=', 'BURST-2').execute(),
      ).toEqual([]);
      expect({ name: hotel.name, brand: hotel.brand_name }).toEqual({
        name: hotelBefore.name,
        brand: hotelBefore.brand_name,
      });
      expect(
        await tdb.db
          .selectFrom('audit_logs')
          .select('id')
          .where('entity_type', '=', 'profile')
          .where('entity_id', '=', 'BURST-2')
          .execute(),
      ).toEqual([]);
      console.log(
        `[fault ai-bursts] provider always 500: hotel error "${hotel.status_reason}", 0 profile rows`,
      );
    } finally {
      anthropic.setFallback(null);
    }
  }, 120_000);
});
