import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue, QUEUE_NAMES } from '@hotel/domain';
import { createRun } from '@hotel/domain/testing';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { hotelPage } from '../fixtures/edge-sites.ts';
import { listen, type RunningServer } from '../fixtures/fixture-server.ts';
import { listenToEvents, waitFor } from './helpers.ts';

const WORKER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PAGE_DELAY_MS = 2_500;

/** Hotel homepages that take a while to answer, so a worker can be killed with jobs in hand. */
async function startSlowHotels(): Promise<RunningServer> {
  return listen((req, res) => {
    const m = /^\/h(\d+)\/$/.exec(req.url ?? '');
    if (!m) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    setTimeout(() => {
      const name = `Slow Hotel ${m[1]}`;
      const jsonLd = `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name,
        address: { '@type': 'PostalAddress', streetAddress: `${m[1]} Quay Street`, addressLocality: 'Portville', postalCode: '12345' },
      })}</script>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hotelPage(name, undefined, { head: jsonLd }));
    }, PAGE_DELAY_MS);
  });
}

describe('worker processes (node src/main.ts)', () => {
  let tdb: TestDatabase;
  let redisUrl: string;
  let prefix: string;
  let site: RunningServer;
  let queueRedis: Redis;
  let queue: Queue;
  /** Runs start through the console's start-run and its producer. */
  let producer: BullMqJobQueue;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  const children: ChildProcess[] = [];

  function startWorker(label: string): { child: ChildProcess; ready: Promise<void>; exited: Promise<number | null>; output: () => string } {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: WORKER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: tdb.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        SCRAPER_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${site.port}`,
        HOST_MIN_DELAY_MS: '0',
        HOST_CONCURRENCY: '8',
        WORKER_CONCURRENCY: '2',
        CRAWL_MAX_PAGES: '0',
        // Short locks so the test sees a killed worker's jobs taken over in seconds, not minutes.
        WORKER_LOCK_DURATION_MS: '8000',
        WORKER_STALLED_INTERVAL_MS: '3000',
        ANTHROPIC_API_KEY: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('worker ready')) resolve();
      });
      child.stderr!.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.once('exit', (code) => reject(new Error(`${label} exited early (${code}): ${out}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, ready, exited, output: () => out };
  }

  beforeAll(async () => {
    tdb = await createTestDatabase('hp_wproc');
    redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix('hpwp');
    site = await startSlowHotels();
    queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUE_NAMES.scrapeHotel, { connection: queueRedis, prefix });
    producer = new BullMqJobQueue({ redisUrl, prefix });
    events = await listenToEvents(redisUrl, prefix);
  }, 60_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await producer?.close();
    await queueRedis?.quit();
    await site?.close();
    await tdb?.drop();
  }, 60_000);

  it('loses nothing when a worker is SIGKILLed mid-run: the other takes over its jobs, no duplicate snippets', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ hotelId: `KILL-${i}`, url: `${site.url}/h${i}/` }));
    const a = startWorker('worker A');
    await a.ready;
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer });
    // A has taken jobs and is in the middle of fetching them.
    await waitFor(
      async () => {
        const r = await tdb.db.selectFrom('scrape_run_items').select('hotel_id').where('run_id', '=', runId).where('status', '=', 'processing').execute();
        return r.length >= 2;
      },
      30_000,
      'worker A to start two hotels',
    );
    const b = startWorker('worker B');
    await b.ready;
    a.child.kill('SIGKILL');
    await a.exited;

    await waitFor(() => Promise.resolve(events.messages.find((m) => m.type === 'complete' && m.runId === runId)), 100_000, 'the run to complete');
    const run = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'completed', completed: 8, failed: 0 });
    const items = await tdb.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).execute();
    expect(items.every((i) => i.status === 'completed')).toBe(true);
    // the jobs A held were started again by B
    expect(items.filter((i) => i.attempts >= 2).length).toBeGreaterThanOrEqual(1);
    for (const r of rows) {
      const versions = await tdb.db.selectFrom('profiles').select('version').where('hotel_id', '=', r.hotelId).execute();
      expect(versions).toEqual([{ version: 1 }]);
      const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', r.hotelId).executeTakeFirstOrThrow();
      const counted = await tdb.db.selectFrom('snippets').select((eb) => eb.fn.countAll<number>().as('n')).where('hotel_id', '=', r.hotelId).executeTakeFirstOrThrow();
      expect(hotel.status).toBe('completed');
      expect(hotel.snippets_count).toBe(Number(counted.n));
      expect(hotel.snippets_count).toBeGreaterThan(0);
    }
    expect(events.messages.filter((m) => m.type === 'progress' && m.runId === runId)).toHaveLength(8);
    expect(events.messages.filter((m) => m.type === 'complete' && m.runId === runId)).toHaveLength(1);
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  }, 150_000);

  it('drains gracefully on SIGTERM: the job in hand finishes before the process exits', async () => {
    const rows = [{ hotelId: 'DRAIN-1', url: `${site.url}/h100/` }];
    const w = startWorker('worker C');
    await w.ready;
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer });
    await waitFor(
      async () => (await tdb.db.selectFrom('scrape_run_items').select('status').where('run_id', '=', runId).executeTakeFirstOrThrow()).status === 'processing',
      30_000,
      'the job to start',
    );
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    const item = await tdb.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'completed', attempts: 1 });
    expect(w.output()).toContain('draining');
  }, 60_000);
});
