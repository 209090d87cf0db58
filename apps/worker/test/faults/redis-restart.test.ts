/**
 * Fault: Redis (queues, locks, events, politeness) goes down in the middle of a run and comes
 * back on the same port with its append-only file. The suite runs its own redis-server so the
 * shared one is never touched. The worker process must reconnect by itself and finish the run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from '@hotel/domain';
import { createRun } from '@hotel/domain/testing';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import {
  startSyntheticHotels,
  startWorkerProcess,
  waitFor,
  type SyntheticHotelWeb,
  type WorkerProcess,
} from './support.ts';

const HOTELS = 40;

async function sparePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

interface OwnRedis {
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function startRedis(port: number, dir: string): Promise<OwnRedis> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--dir',
      dir,
    ],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(
    async () => {
      const r = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      return r.stdout.trim() === 'PONG';
    },
    20_000,
    `redis-server on port ${port}`,
    200,
  );
  return { child, exited };
}

describe('fault: Redis restart during a run', () => {
  let tdb: TestDatabase;
  let dir: string;
  let port: number;
  let redis: OwnRedis | null = null;
  let redisUrl: string;
  let prefix: string;
  let web: SyntheticHotelWeb;
  let worker: WorkerProcess | null = null;

  beforeAll(async () => {
    tdb = await createTestDatabase('hp_fault_redis');
    dir = mkdtempSync(join(tmpdir(), 'hp-fault-redis-'));
    port = await sparePort();
    redis = await startRedis(port, dir);
    redisUrl = `redis://127.0.0.1:${port}`;
    prefix = uniqueRedisPrefix('hpfr');
    web = await startSyntheticHotels(300);
  }, 60_000);

  afterAll(async () => {
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null)
      worker.child.kill('SIGKILL');
    if (redis && redis.child.exitCode === null) {
      redis.child.kill('SIGKILL');
      await redis.exited;
    }
    await web?.close();
    await tdb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('finishes the run after Redis is shut down mid-run and restarted on the same port', async () => {
    const started = Date.now();
    worker = startWorkerProcess('worker', {
      DATABASE_URL: tdb.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      SCRAPER_ALLOW_PRIVATE_HOSTS: web.allow,
      WORKER_CONCURRENCY: '3',
      WORKER_LOCK_DURATION_MS: '8000',
      WORKER_STALLED_INTERVAL_MS: '3000',
    });
    await worker.ready;

    const rows = Array.from({ length: HOTELS }, (_, i) => ({ hotelId: `REDIS-${i}`, url: web.hotelUrl(i) }));
    const producer = new BullMqJobQueue({ redisUrl, prefix });
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer, maxPages: 1 });
    // The test's own client must not hold the queue while Redis is away.
    await producer.close();

    const done = async () => {
      const r = await tdb.db
        .selectFrom('scrape_runs')
        .select(['completed', 'failed', 'status'])
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      return r;
    };
    await waitFor(async () => (await done()).completed >= 5, 120_000, 'the first hotels to complete');
    const atShutdown = await done();

    // SHUTDOWN (not a kill) flushes the append-only file, as a restart by an operator would.
    spawnSync('redis-cli', ['-p', String(port), 'shutdown'], { encoding: 'utf8' });
    await redis!.exited;
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, 3_000));
    redis = await startRedis(port, dir);
    const outageMs = Date.now() - downAt;

    const final = await waitFor(
      async () => {
        const r = await tdb.db
          .selectFrom('scrape_runs')
          .selectAll()
          .where('id', '=', runId)
          .executeTakeFirstOrThrow();
        return r.status === 'completed' ? r : null;
      },
      240_000,
      'the run to complete after the Redis restart',
    );
    expect(final.completed + final.failed).toBe(HOTELS);
    expect(final).toMatchObject({ completed: HOTELS, failed: 0 });
    const items = await tdb.db
      .selectFrom('scrape_run_items')
      .select(['hotel_id', 'status'])
      .where('run_id', '=', runId)
      .execute();
    expect(items.filter((i) => i.status !== 'completed')).toEqual([]);
    const profiles = await tdb.db.selectFrom('profiles').select(['hotel_id', 'version']).execute();
    expect(profiles).toHaveLength(HOTELS);
    // the outage really reached the worker, and it survived it (no crash, no replacement)
    expect(worker.output()).toMatch(/redis( \(queue\))? error/);
    expect(worker.child.exitCode).toBeNull();

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    console.log(
      `[fault redis-restart] ${HOTELS} hotels; Redis shut down at ${atShutdown.completed + atShutdown.failed}/${HOTELS} done, back after ${outageMs} ms; ` +
        `run completed ${final.completed}/${HOTELS}, failed ${final.failed}; ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 360_000);
});
