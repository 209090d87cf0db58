/**
 * Load fault: 50 signed-in people browse the console's API while a 500-hotel run is written by a
 * real worker process (`node apps/worker/src/main.ts`) into the same database. Every answer must
 * be a success (or the one expected 404: a hotel with no profile yet); latency percentiles are
 * reported, not asserted, because this shared 2-core machine gives no stable timings.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSyntheticHotels,
  startWorkerProcess,
  waitFor,
  type SyntheticHotelWeb,
  type WorkerProcess,
} from '../../../worker/test/faults/support.ts';
import { createTestApp, type TestApp, type TestSession } from '../helpers.ts';

const HOTELS = 500;
const USERS = 50;
const ROUNDS = 4;

interface Sample {
  route: string;
  status: number;
  ms: number;
  body?: string;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

describe('fault: 50 concurrent users browsing during a 500-hotel run', () => {
  let t: TestApp;
  let base: string;
  let web: SyntheticHotelWeb;
  let worker: WorkerProcess | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    web = await startSyntheticHotels(100);
  }, 60_000);

  afterAll(async () => {
    // Teardown must not turn a passed fault test red on a loaded machine: each step is bounded,
    // and a step that overruns is logged by name so a real hang stays visible.
    const bounded = async (name: string, step: () => Promise<unknown>, ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      const overran = new Promise<'overran'>((r) => (timer = setTimeout(() => r('overran'), ms)));
      const outcome = await Promise.race([step().then(() => 'done' as const), overran]);
      clearTimeout(timer);
      if (outcome === 'overran') console.warn(`[fault concurrent-users] teardown step '${name}' overran ${ms} ms`);
    };
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGTERM');
      await Promise.race([worker.exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    }
    await bounded('fixture web close', async () => web?.close(), 15_000);
    await bounded('app, queue and database close', async () => t?.close(), 60_000);
  }, 120_000);

  it('answers every request of 50 browsing users without an error while the run is processed', async () => {
    const starter = await t.signup();
    worker = startWorkerProcess('worker', {
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: t.redisUrl,
      REDIS_PREFIX: t.prefix,
      SCRAPER_ALLOW_PRIVATE_HOSTS: web.allow,
      CRAWL_MAX_PAGES: '0',
      WORKER_CONCURRENCY: '6',
    });
    await worker.ready;

    const hotels = Array.from({ length: HOTELS }, (_, i) => ({
      hotelId: `LOAD-${String(i).padStart(3, '0')}`,
      url: web.hotelUrl(i),
    }));
    const started = await fetch(`${base}/api/scrape`, {
      method: 'POST',
      headers: { ...t.auth(starter), 'content-type': 'application/json' },
      body: JSON.stringify({ hotels }),
    });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: string };

    const users: TestSession[] = [];
    for (let i = 0; i < USERS; i += 10)
      users.push(...(await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, () => t.signup()))));

    const runState = async () =>
      t.db
        .selectFrom('scrape_runs')
        .select(['completed', 'failed', 'status'])
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
    // Browsing starts once the worker is writing, so reads and writes really overlap.
    await waitFor(async () => (await runState()).completed >= 10, 120_000, 'the first hotels of the run');
    const atStart = await runState();

    const samples: Sample[] = [];
    async function call(session: TestSession, route: string, path: string): Promise<Response> {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers: t.auth(session) });
      const ms = performance.now() - t0;
      const ok = res.status === 200 || (route === 'profile' && res.status === 404);
      const sample: Sample = { route, status: res.status, ms };
      if (!ok) sample.body = (await res.clone().text()).slice(0, 300);
      samples.push(sample);
      return res;
    }

    async function browse(session: TestSession, u: number): Promise<void> {
      for (let round = 0; round < ROUNDS; round++) {
        const page = 1 + ((u + round) % 5);
        const list = await call(session, 'list', `/api/hotels?page=${page}&pageSize=25`);
        const rows = list.status === 200 ? ((await list.json()) as { id: string }[]) : [];
        await call(
          session,
          'search',
          `/api/hotels?q=${encodeURIComponent(`Harbour Hotel ${(u * 7 + round) % 50}`)}`,
        );
        const id =
          rows[(u + round) % Math.max(1, rows.length)]?.id ?? hotels[(u * 11 + round) % HOTELS]!.hotelId;
        await call(session, 'detail', `/api/hotels/${encodeURIComponent(id)}`);
        await call(session, 'snippets', `/api/hotels/${encodeURIComponent(id)}/snippets`);
        await call(session, 'profile', `/api/hotels/${encodeURIComponent(id)}/profile`);
        await call(session, 'stats', '/api/stats');
        await call(session, 'audit', '/api/audit-logs');
        await call(session, 'run', `/api/runs/${runId}`);
      }
    }
    const browseStart = performance.now();
    await Promise.all(users.map((s, u) => browse(s, u)));
    const browseMs = performance.now() - browseStart;
    const atEnd = await runState();

    const bad = samples.filter((s) => !(s.status === 200 || (s.route === 'profile' && s.status === 404)));
    expect(bad).toEqual([]);
    expect(samples).toHaveLength(USERS * ROUNDS * 8);

    const lat = samples.map((s) => s.ms).sort((a, b) => a - b);
    const perRoute = [...new Set(samples.map((s) => s.route))].map((route) => {
      const r = samples
        .filter((s) => s.route === route)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return `${route} p50 ${percentile(r, 50).toFixed(0)} / p95 ${percentile(r, 95).toFixed(0)} / p99 ${percentile(r, 99).toFixed(0)} ms`;
    });
    console.log(
      `[fault concurrent-users] ${USERS} users, ${samples.length} requests in ${(browseMs / 1000).toFixed(1)} s ` +
        `(${((samples.length * 1000) / browseMs).toFixed(0)} req/s), 0 errors; run went from ${atStart.completed + atStart.failed} to ${atEnd.completed + atEnd.failed}/${HOTELS} meanwhile\n` +
        `  all: p50 ${percentile(lat, 50).toFixed(0)} ms, p95 ${percentile(lat, 95).toFixed(0)} ms, p99 ${percentile(lat, 99).toFixed(0)} ms\n  ${perRoute.join('\n  ')}`,
    );

    // The run itself was not disturbed by the readers.
    const final = await waitFor(
      async () => {
        const r = await runState();
        return r.status === 'completed' ? r : null;
      },
      300_000,
      'the 500-hotel run to complete',
      1_000,
    );
    expect(final).toMatchObject({ completed: HOTELS, failed: 0 });
    console.log(
      `[fault concurrent-users] run completed ${final.completed}/${HOTELS}, failed ${final.failed}`,
    );
  }, 480_000);
});
