import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { run as runSchema, runDetail as runDetailSchema, type RunDetail, type ScrapeHotelJob } from '@hotel/contracts';
import { QUEUE_NAMES } from '@hotel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel } from '@hotel/domain/testing';

describe('scrape runs', () => {
  let t: TestApp;
  let user: TestSession;
  let scrapeQueue: Queue;

  const scrape = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/scrape', headers: t.auth(user), payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
    scrapeQueue = new Queue(QUEUE_NAMES.scrapeHotel, { connection: { url: t.redisUrl }, prefix: t.prefix });
  });
  afterAll(async () => {
    await scrapeQueue?.obliterate({ force: true }).catch(() => {});
    await scrapeQueue?.close();
    await t?.close();
  });

  it('creates a run, upserts the hotels as pending, enqueues one job per hotel and audits each hotel', async () => {
    const existing = await createHotel(t.db, { id: 'run-existing', name: 'Kept Name', status: 'error', status_reason: 'timeout' });
    const res = await scrape({
      hotels: [
        { hotelId: 'run-new', url: 'https://new.example.com/' },
        { hotelId: existing.id, url: 'https://moved.example.com/' },
        { hotelId: 'run-new', url: 'https://duplicate.example.com/' },
      ],
      model: 'builtin',
    });
    expect(res.statusCode).toBe(202);
    const { runId, total } = res.json<{ runId: string; total: number }>();
    expect(total).toBe(2);

    const hotels = await t.db.selectFrom('hotels').selectAll().where('id', 'in', ['run-new', existing.id]).orderBy('id').execute();
    expect(hotels.map((h) => [h.id, h.status, h.status_reason, h.homepage_url, h.last_run_id])).toEqual([
      ['run-existing', 'pending', null, 'https://moved.example.com/', runId],
      ['run-new', 'pending', null, 'https://new.example.com/', runId],
    ]);
    expect(hotels[0]?.name).toBe('Kept Name');

    const runRow = await t.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(runRow).toMatchObject({ total: 2, model: 'builtin', created_by: user.user.id, status: 'running' });
    const items = await t.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).orderBy('hotel_id').execute();
    expect(items.map((i) => [i.hotel_id, i.url, i.status])).toEqual([
      ['run-existing', 'https://moved.example.com/', 'pending'],
      ['run-new', 'https://new.example.com/', 'pending'],
    ]);

    const jobs = await scrapeQueue.getJobs(['waiting', 'prioritized', 'delayed', 'active']);
    const mine = jobs.map((j) => j.data as ScrapeHotelJob).filter((d) => d.runId === runId);
    expect(mine.sort((a, b) => a.hotelId.localeCompare(b.hotelId))).toEqual([
      { runId, hotelId: 'run-existing', url: 'https://moved.example.com/', model: 'builtin' },
      { runId, hotelId: 'run-new', url: 'https://new.example.com/', model: 'builtin' },
    ]);

    const audit = await t.db.selectFrom('audit_logs').selectAll().where('action', '=', 'scraped').where('entity_id', 'in', ['run-new', existing.id]).execute();
    expect(audit).toHaveLength(2);
    for (const a of audit) {
      expect(a).toMatchObject({ entity_type: 'hotel', user_id: user.user.id, details: { runId, model: 'builtin' } });
    }
  });

  it('uses the default model when none is given (the built-in one without an Anthropic key)', async () => {
    const res = await scrape({ hotels: [{ hotelId: 'run-default', url: 'https://d.example.com/' }] });
    expect(res.statusCode).toBe(202);
    const run = await t.db.selectFrom('scrape_runs').select('model').where('id', '=', res.json().runId).executeTakeFirstOrThrow();
    expect(run.model).toBe('builtin');
  });

  it('refuses an empty list with the spec wording', async () => {
    for (const payload of [{ hotels: [] }, {}]) {
      const res = await scrape(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'No CSV data to process' });
    }
  });

  it('refuses bad rows, unknown models and unavailable models with 400', async () => {
    const bad = [
      { hotels: [{ hotelId: 'x', url: 'ftp://x' }] },
      { hotels: [{ hotelId: 'a b', url: 'https://x.example.com' }] },
      { hotels: 'nope' },
      { hotels: [{ hotelId: 'x', url: 'https://x.example.com' }], model: 'gpt-unknown' },
      { hotels: [{ hotelId: 'x', url: 'https://x.example.com' }], model: 'claude-haiku-4-5' },
    ];
    for (const payload of bad) {
      const res = await scrape(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unavailable = await scrape(bad[4]);
    expect(unavailable.json().message).toBe('Model "claude-haiku-4-5" is not available: Anthropic models need an API key — ask your administrator');
    const unknown = await scrape(bad[3]);
    expect(unknown.json().message).toMatch(/^Unknown model "gpt-unknown"/);
    expect(await t.db.selectFrom('hotels').select('id').where('id', '=', 'x').execute()).toHaveLength(0);
  });

  it('refuses a lone UTF-16 surrogate in a hotel id or URL with 400 before writing anything', async () => {
    const runsBefore = await t.db.selectFrom('scrape_runs').select('id').execute();
    // Raw JSON: "\ud800" is valid JSON text but no valid Unicode; it used to pass validation, commit
    // the run, then throw in the job id (503) and leave the hotel pending for ever.
    const bodies = [
      ['{"hotels":[{"hotelId":"h\\ud800x","url":"https://s.example.com/"}]}', 'hotels.0.hotelId: Hotel ID must be valid Unicode text (it contains a lone surrogate)'],
      ['{"hotels":[{"hotelId":"surrogate-url","url":"https://s.example.com/\\udc00"}]}', 'hotels.0.url: URL must be valid Unicode text (it contains a lone surrogate)'],
      ['{"hotels":[{"hotelId":"surrogate-model","url":"https://s.example.com/"}],"model":"\\ud83d"}', 'model: Model must be valid Unicode text (it contains a lone surrogate)'],
    ] as const;
    for (const [payload, message] of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/scrape', headers: { ...t.auth(user), 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await t.db.selectFrom('hotels').select('id').where('id', 'in', ['h\ud800x', 'surrogate-url', 'surrogate-model']).execute()).toEqual([]);
    expect(await t.db.selectFrom('scrape_runs').select('id').execute()).toHaveLength(runsBefore.length);
  });

  it('lists recent runs and shows one with its items', async () => {
    const { runId } = (await scrape({ hotels: [{ hotelId: 'run-detail', url: 'https://rd.example.com/' }] })).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/runs', headers: t.auth(user) });
    expect(list.statusCode).toBe(200);
    const runs = list.json<unknown[]>();
    for (const r of runs) runSchema.parse(r);
    expect((runs[0] as { id: string }).id).toBe(runId);

    const one = await t.app.inject({ method: 'GET', url: '/api/runs?pageSize=1', headers: t.auth(user) });
    expect(one.json<{ id: string }[]>().map((r) => r.id)).toEqual([runId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/runs?pageSize=0', headers: t.auth(user) })).statusCode).toBe(400);

    const detail = await t.app.inject({ method: 'GET', url: `/api/runs/${runId}`, headers: t.auth(user) });
    expect(detail.statusCode).toBe(200);
    const body = runDetailSchema.parse(detail.json()) as RunDetail;
    expect(body.items).toEqual([
      expect.objectContaining({ hotelId: 'run-detail', url: 'https://rd.example.com/', status: 'pending', snippetsCount: 0 }),
    ]);

    const missing = await t.app.inject({ method: 'GET', url: '/api/runs/00000000-0000-4000-8000-000000000000', headers: t.auth(user) });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/runs/not-a-uuid', headers: t.auth(user) });
    expect(malformed.statusCode).toBe(400);
  });

  it('runs two overlapping runs at once without a deadlock', async () => {
    const hotels = Array.from({ length: 20_000 }, (_, i) => ({ hotelId: `OVL${i}`, url: `https://o${i}.example.com/` }));
    const [a, b] = await Promise.all([scrape({ hotels }), scrape({ hotels: [...hotels].reverse() })]);
    expect([a.statusCode, b.statusCode], `${a.body.slice(0, 200)} ${b.body.slice(0, 200)}`).toEqual([202, 202]);
    expect(a.json().runId).not.toBe(b.json().runId);
  }, 120_000);

  it('starts a 100,000-hotel run in bulk with one summary audit row', async () => {
    const hotels = Array.from({ length: 100_000 }, (_, i) => ({ hotelId: `BULK${i}`, url: `https://b${i}.example.com/` }));
    const started = performance.now();
    const res = await scrape({ hotels, model: 'builtin' });
    const ms = Math.round(performance.now() - started);
    console.log(`[perf] POST /api/scrape with 100,000 hotels (DB + enqueue): ${ms} ms`);
    expect(res.statusCode).toBe(202);
    const { runId, total } = res.json();
    expect(total).toBe(100_000);
    const count = await t.db
      .selectFrom('scrape_run_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100_000);
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', runId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_type: 'hotel', action: 'scraped', details: { hotelsCount: 100_000, runId, model: 'builtin' } });
    const perHotel = await t.db.selectFrom('audit_logs').select('id').where('entity_id', '=', 'BULK1').execute();
    expect(perHotel).toHaveLength(0);
    const counts = await scrapeQueue.getJobCounts('waiting', 'prioritized');
    expect((counts.waiting ?? 0) + (counts.prioritized ?? 0)).toBeGreaterThanOrEqual(100_000);
  }, 240_000);
});
