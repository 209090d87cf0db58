/**
 * Crawling and model calls have separate limits: the scrape queue takes CRAWL_CONCURRENCY hotels
 * at once per process, more than MODEL_CONCURRENCY, which bounds generate-profile jobs. Eight
 * hotels on eight local hosts (a port each: per-host politeness does not hold them back) answer
 * their homepage slowly and count the requests in flight across all of them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue, QUEUE_NAMES, createRedisPublisher } from '@hotel/domain';
import { createRun } from '@hotel/domain/testing';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { createModelRegistry } from '../../src/ai/registry.ts';
import { loadWorkerConfig } from '../../src/config.ts';
import { crawlSite } from '../../src/crawl/crawl-site.ts';
import { createFetcher } from '../../src/fetch/index.ts';
import type { JobDeps } from '../../src/jobs/job-support.ts';
import { silentLogger } from '../../src/logger.ts';
import { createWorkers } from '../../src/queues.ts';
import { hotelPage } from '../fixtures/edge-sites.ts';
import { waitFor } from './helpers.ts';

const HOTELS = 8;
const CRAWL_CONCURRENCY = 8;
const MODEL_CONCURRENCY = 1;

describe('crawl concurrency apart from model concurrency', () => {
  let tdb: TestDatabase;
  let redis: Redis;
  let queueRedis: Redis;
  let producer: BullMqJobQueue;
  let deps: JobDeps;
  let workers: Worker[] = [];
  let prefix: string;
  const servers: http.Server[] = [];
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    for (let i = 0; i < HOTELS; i++) {
      const server = http.createServer((req, res) => {
        if (req.url === '/robots.txt') {
          res.writeHead(404).end();
          return;
        }
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        setTimeout(() => {
          inFlight--;
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hotelPage(`Concurrent Hotel ${i}`));
        }, 1_500);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      servers.push(server);
    }
    const hosts = servers.map((s) => `127.0.0.1:${(s.address() as AddressInfo).port}`);
    tdb = await createTestDatabase('hp_crawlconc');
    const redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix('hpcc');
    redis = new Redis(redisUrl);
    queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const config = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: hosts.join(','), HOST_MIN_DELAY_MS: '0', REDIS_PREFIX: prefix });
    deps = {
      db: tdb.db,
      fetcher: createFetcher({ config, redis }),
      crawl: crawlSite,
      registry: createModelRegistry({}),
      publisher: createRedisPublisher(redis, prefix),
      logger: silentLogger,
      defaultMaxPages: 0,
    };
    producer = new BullMqJobQueue({ redisUrl, prefix });
    workers = createWorkers(queueRedis, deps, { prefix, crawlConcurrency: CRAWL_CONCURRENCY, modelConcurrency: MODEL_CONCURRENCY });
    await Promise.all(workers.map((w) => w.waitUntilReady()));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await producer?.close();
    await deps?.fetcher.close();
    await redis?.quit();
    await queueRedis?.quit();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await tdb?.drop();
  }, 60_000);

  it('crawls more hotels at once than MODEL_CONCURRENCY allows generate-profile jobs', async () => {
    expect(workers.find((w) => w.name === QUEUE_NAMES.generateProfile)?.concurrency).toBe(MODEL_CONCURRENCY);
    expect(workers.find((w) => w.name === QUEUE_NAMES.scrapeHotel)?.concurrency).toBe(CRAWL_CONCURRENCY);
    const rows = servers.map((s, i) => ({ hotelId: `CONC-${i}`, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/` }));
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer, maxPages: 0 });
    const run = await waitFor(
      async () => {
        const r = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
        return r.status === 'completed' ? r : null;
      },
      60_000,
      'the run to complete',
    );
    expect(run).toMatchObject({ total: HOTELS, completed: HOTELS, failed: 0 });
    // every homepage was in flight at the same time (the slow answer lets the workers all start)
    expect(mostInFlight).toBeGreaterThan(MODEL_CONCURRENCY);
    expect(mostInFlight).toBe(HOTELS);
  }, 90_000);
});
