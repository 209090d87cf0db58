import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnrecoverableError, Worker } from 'bullmq';
import { scrapeSourceResponse, type CaptureSourceJob } from '@hotel/contracts';
import { QUEUE_NAMES } from '@hotel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel } from '@hotel/domain/testing';
import { createHotelsService } from './hotels.service.ts';

/**
 * A real BullMQ worker on the test prefix stands in for apps/worker: it answers like the capture
 * job does (a result, a failure with a reason, or a slow page), so the API's waiting is tested
 * through Redis exactly as in production.
 */
describe('POST /api/hotels/:id/scrape-source', () => {
  let t: TestApp;
  let user: TestSession;
  let worker: Worker;
  const seen: CaptureSourceJob[] = [];
  const capture = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/hotels/${encodeURIComponent(id)}/scrape-source`, headers: t.auth(user), payload });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
    worker = new Worker(
      QUEUE_NAMES.captureSource,
      async (job) => {
        const data = job.data as CaptureSourceJob;
        seen.push(data);
        if (data.url.includes('/missing')) throw new UnrecoverableError('The page answered 404 Not Found');
        if (data.url.includes('/slow')) await sleep(3_000);
        return { snippetsCount: 4, pageUrl: data.url };
      },
      { connection: { url: t.redisUrl }, prefix: t.prefix },
    );
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('captures a page and answers its snippet count once the worker is done', async () => {
    const h = await createHotel(t.db);
    const res = await capture(h.id, { url: 'https://h.example.com/spa', model: 'builtin' });
    expect(res.statusCode).toBe(200);
    const body = scrapeSourceResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'completed', snippetsCount: 4 });
    expect(seen.at(-1)).toEqual({ hotelId: h.id, sourceId: body.sourceId, url: 'https://h.example.com/spa', model: 'builtin', requestedBy: user.user.id });
    const source = await t.db.selectFrom('hotel_sources').selectAll().where('id', '=', body.sourceId).executeTakeFirstOrThrow();
    expect(source).toMatchObject({ hotel_id: h.id, url: 'https://h.example.com/spa' });
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', h.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_type: 'hotel', action: 'scraped', user_id: user.user.id, details: { url: 'https://h.example.com/spa' } });
  });

  it('reuses the source row when the same URL is captured again', async () => {
    const h = await createHotel(t.db);
    const first = scrapeSourceResponse.parse((await capture(h.id, { url: 'https://h.example.com/again' })).json());
    const second = scrapeSourceResponse.parse((await capture(h.id, { url: 'https://h.example.com/again' })).json());
    expect(second.sourceId).toBe(first.sourceId);
    expect(await t.db.selectFrom('hotel_sources').select('id').where('hotel_id', '=', h.id).execute()).toHaveLength(1);
  });

  it('answers 422 with the reason when the page cannot be captured', async () => {
    const h = await createHotel(t.db);
    const res = await capture(h.id, { url: 'https://h.example.com/missing' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UNPROCESSABLE', message: 'The page answered 404 Not Found' });
  });

  it('answers 202 queued when the capture outlasts the wait', async () => {
    const h = await createHotel(t.db);
    const service = createHotelsService({ db: t.db, env: t.deps.env, queue: t.deps.queue, clock: t.deps.clock, captureWaitMs: 300 });
    const outcome = await service.scrapeSource(user.user.id, h.id, { url: 'https://h.example.com/slow' });
    expect(outcome.status).toBe(202);
    expect(outcome.body).toMatchObject({ status: 'queued', snippetsCount: 0 });
  });

  it('refuses unknown hotels (404), bad URLs and models (400)', async () => {
    const h = await createHotel(t.db);
    expect((await capture('no-such-hotel', { url: 'https://h.example.com/' })).statusCode).toBe(404);
    for (const payload of [{ url: 'ftp://h.example.com/' }, { url: 'not a url' }, {}, { url: 'https://h.example.com/', model: 'nope' }]) {
      const res = await capture(h.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.db.selectFrom('hotel_sources').select('id').where('hotel_id', '=', h.id).execute()).toHaveLength(0);
  });
});
