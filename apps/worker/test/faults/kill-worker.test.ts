/**
 * Fault: a worker process is SIGKILLed in the middle of a 200-hotel run. Its jobs are stalled
 * (their lock is no longer renewed) and the surviving worker takes them over. Nothing may be
 * lost or doubled: every hotel completes, no snippet is stored twice, one profile per hotel.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue, QUEUE_NAMES } from '@hotel/domain';
import { createRun } from '@hotel/domain/testing';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import {
  startSyntheticHotels,
  startWorkerProcess,
  waitFor,
  type SyntheticHotelWeb,
  type WorkerProcess,
} from './support.ts';

const HOTELS = 200;

describe('fault: SIGKILL of a worker during a 200-hotel run', () => {
  let tdb: TestDatabase;
  let redisUrl: string;
  let prefix: string;
  let web: SyntheticHotelWeb;
  let queueRedis: Redis;
  let queue: Queue;
  /** Runs start through the console's start-run and its producer. */
  let producer: BullMqJobQueue;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase('hp_fault_kill');
    redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix('hpfk');
    web = await startSyntheticHotels(150);
    queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUE_NAMES.scrapeHotel, { connection: queueRedis, prefix });
    producer = new BullMqJobQueue({ redisUrl, prefix });
  }, 60_000);

  afterAll(async () => {
    for (const w of workers)
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await producer?.close();
    await queueRedis?.quit();
    await web?.close();
    await tdb?.drop();
  }, 60_000);

  it('completes every hotel with no duplicate snippet and one profile per hotel after a worker is killed at ~30%', async () => {
    const started = Date.now();
    const env = {
      DATABASE_URL: tdb.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      SCRAPER_ALLOW_PRIVATE_HOSTS: web.allow,
      // Short locks so the killed worker's jobs are taken over in seconds rather than a minute.
      WORKER_LOCK_DURATION_MS: '8000',
      WORKER_STALLED_INTERVAL_MS: '3000',
    };
    const a = startWorkerProcess('worker A', env);
    const b = startWorkerProcess('worker B', env);
    workers.push(a, b);
    await Promise.all([a.ready, b.ready]);

    const rows = Array.from({ length: HOTELS }, (_, i) => ({
      hotelId: `KILL-${String(i).padStart(3, '0')}`,
      url: web.hotelUrl(i),
    }));
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer, maxPages: 1 });

    const progress = async () => {
      const r = await tdb.db
        .selectFrom('scrape_runs')
        .select(['completed', 'failed', 'status'])
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      return r;
    };
    await waitFor(
      async () => {
        const r = await progress();
        return r.completed + r.failed >= HOTELS * 0.3;
      },
      180_000,
      '30% of the run',
    );
    const inHandAtKill = await tdb.db
      .selectFrom('scrape_run_items')
      .select('hotel_id')
      .where('run_id', '=', runId)
      .where('status', '=', 'processing')
      .execute();
    const doneAtKill = await progress();
    a.child.kill('SIGKILL');
    expect(await a.exited).toBeNull(); // killed by signal, no exit code

    const final = await waitFor(
      async () => {
        const r = await tdb.db
          .selectFrom('scrape_runs')
          .selectAll()
          .where('id', '=', runId)
          .executeTakeFirstOrThrow();
        return r.status === 'completed' ? r : null;
      },
      300_000,
      'the run to complete after the kill',
    );

    expect(final.completed + final.failed).toBe(HOTELS);
    expect(final).toMatchObject({ completed: HOTELS, failed: 0 });
    const items = await tdb.db
      .selectFrom('scrape_run_items')
      .select(['hotel_id', 'status', 'attempts'])
      .where('run_id', '=', runId)
      .execute();
    expect(items).toHaveLength(HOTELS);
    expect(items.filter((i) => i.status !== 'completed')).toEqual([]);
    // The jobs worker A held when it died were started again by B.
    const retaken = items.filter((i) => i.attempts >= 2);
    expect(retaken.length).toBeGreaterThanOrEqual(1);

    const hotels = await tdb.db.selectFrom('hotels').select(['id', 'status', 'snippets_count']).execute();
    expect(hotels).toHaveLength(HOTELS);
    expect(hotels.filter((h) => h.status !== 'completed')).toEqual([]);

    // No snippet stored twice (the unique index guarantees it; the counts below prove no extra rows either).
    const dupes = await sql<{ hotel_id: string }>`
      select hotel_id, source_url, content_hash, count(*) from snippets
      group by hotel_id, source_url, content_hash having count(*) > 1`.execute(tdb.db);
    expect(dupes.rows).toEqual([]);
    // Every hotel is the same template, so every hotel must hold the same number of snippets,
    // and the hotel's counter must equal the rows really stored.
    const counts = await sql<{ hotel_id: string; n: number }>`
      select h.id as hotel_id, count(s.id)::int as n from hotels h left join snippets s on s.hotel_id = h.id group by h.id`.execute(
      tdb.db,
    );
    const expected = counts.rows[0]!.n;
    expect(expected).toBeGreaterThan(0);
    expect(counts.rows.filter((r) => r.n !== expected)).toEqual([]);
    const byId = new Map(counts.rows.map((r) => [r.hotel_id, r.n]));
    expect(hotels.filter((h) => h.snippets_count !== byId.get(h.id))).toEqual([]);

    // One profile version per hotel: a re-taken job found its version instead of writing another.
    const profiles = await sql<{ hotel_id: string; n: number; versions: number[] }>`
      select hotel_id, count(*)::int as n, array_agg(version order by version) as versions from profiles group by hotel_id`.execute(
      tdb.db,
    );
    expect(profiles.rows).toHaveLength(HOTELS);
    expect(profiles.rows.filter((p) => p.n !== 1 || p.versions[0] !== 1)).toEqual([]);
    const sameJob =
      await sql`select job_key, count(*) from profiles group by job_key having count(*) > 1`.execute(tdb.db);
    expect(sameJob.rows).toEqual([]);

    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    console.log(
      `[fault kill-worker] ${HOTELS} hotels; killed worker A at ${doneAtKill.completed + doneAtKill.failed}/${HOTELS} done with ${inHandAtKill.length} in hand; ` +
        `${retaken.length} items re-taken (attempts>=2); ${expected} snippets per hotel; run completed ${final.completed}/${HOTELS}, failed ${final.failed}; ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 420_000);
});
