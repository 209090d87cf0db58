import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { profile as profileSchema, profileVersionSummary, type GenerateProfileJob } from '@hotel/contracts';
import { QUEUE_NAMES } from '@hotel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';

describe('profiles', () => {
  let t: TestApp;
  let user: TestSession;
  let profileQueue: Queue;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });
  const regenerate = (id: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/hotels/${id}/regenerate-profile`, headers: t.auth(user), payload });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
    profileQueue = new Queue(QUEUE_NAMES.generateProfile, { connection: { url: t.redisUrl }, prefix: t.prefix });
  });
  afterAll(async () => {
    await profileQueue?.obliterate({ force: true }).catch(() => {});
    await profileQueue?.close();
    await t?.close();
  });

  it('answers the latest version as the current profile', async () => {
    const h = await createHotel(t.db);
    await createProfile(t.db, h.id, { name: 'Old Name' });
    await createProfile(t.db, h.id, { name: 'New Name', cost_usd: '0.001234', amenities: JSON.stringify(['Pool', 'Gym']) });
    const res = await get(`/api/hotels/${h.id}/profile`);
    expect(res.statusCode).toBe(200);
    const body = profileSchema.parse(res.json());
    expect(body).toMatchObject({ version: 2, name: 'New Name', amenities: ['Pool', 'Gym'], costUsd: 0.001234, hotelId: h.id });
  });

  it('says "No profile generated yet" for a hotel without one and 404s unknown hotels', async () => {
    const h = await createHotel(t.db);
    const res = await get(`/api/hotels/${h.id}/profile`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No profile generated yet' });
    const unknown = await get('/api/hotels/nobody/profile');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hotel not found');
  });

  it('lists versions newest first and reads one version', async () => {
    const h = await createHotel(t.db);
    await createProfile(t.db, h.id, { name: 'V1', model: 'builtin' });
    await createProfile(t.db, h.id, { name: 'V2', model: 'claude-haiku-4-5', input_tokens: 10, output_tokens: 5 });
    const list = await get(`/api/hotels/${h.id}/profile/versions`);
    const versions = list.json<unknown[]>().map((v) => profileVersionSummary.parse(v));
    expect(versions.map((v) => [v.version, v.model])).toEqual([
      [2, 'claude-haiku-4-5'],
      [1, 'builtin'],
    ]);
    const v1 = await get(`/api/hotels/${h.id}/profile/versions/1`);
    expect(v1.json()).toMatchObject({ version: 1, name: 'V1' });
    expect((await get(`/api/hotels/${h.id}/profile/versions/3`)).statusCode).toBe(404);
    expect((await get(`/api/hotels/${h.id}/profile/versions/99999999999`)).statusCode).toBe(404);
    expect((await get(`/api/hotels/${h.id}/profile/versions/0`)).statusCode).toBe(400);
    expect((await get(`/api/hotels/${h.id}/profile/versions/abc`)).statusCode).toBe(400);
  });

  it('regenerates: enqueues the job, marks the hotel processing and audits the change', async () => {
    const h = await createHotel(t.db, { status: 'completed' });
    await createSnippet(t.db, h.id);
    const res = await regenerate(h.id, { model: 'builtin' });
    expect(res.statusCode).toBe(202);
    const { jobId, status } = res.json();
    expect(status).toBe('queued');
    const job = await profileQueue.getJob(jobId);
    expect(job?.data as GenerateProfileJob).toEqual({ hotelId: h.id, model: 'builtin', requestedBy: user.user.id, reason: 'regenerate' });
    const row = await t.db.selectFrom('hotels').select('status').where('id', '=', h.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_type', '=', 'profile').where('entity_id', '=', h.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'updated', user_id: user.user.id, details: { hotelId: h.id, model: 'builtin' } });
  });

  it('refuses to regenerate without snippets (409), with a bad model (400) or for an unknown hotel (404)', async () => {
    const h = await createHotel(t.db, { status: 'completed' });
    const none = await regenerate(h.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'CONFLICT', message: 'This hotel has no snippets to generate a profile from' });
    await createSnippet(t.db, h.id);
    const unknownModel = await regenerate(h.id, { model: 'gpt-9' });
    expect(unknownModel.statusCode).toBe(400);
    expect(unknownModel.json().message).toMatch(/^Unknown model "gpt-9"/);
    const unavailable = await regenerate(h.id, { model: 'claude-opus-4-1' });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().message).toMatch(/Anthropic models need an API key — ask your administrator/);
    expect((await regenerate(h.id, { model: 42 })).statusCode).toBe(400);
    expect((await regenerate('no-such-hotel')).statusCode).toBe(404);
    const row = await t.db.selectFrom('hotels').select('status').where('id', '=', h.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
  });
});

describe('profiles with an Anthropic key configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANTHROPIC_API_KEY: 'sk-test' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('regenerates with the default Anthropic model when none is named', async () => {
    const user = await t.loginAs();
    const h = await createHotel(t.db);
    await createSnippet(t.db, h.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/hotels/${h.id}/regenerate-profile`, headers: t.auth(user), payload: {} });
    expect(res.statusCode).toBe(202);
    const q = new Queue(QUEUE_NAMES.generateProfile, { connection: { url: t.redisUrl }, prefix: t.prefix });
    try {
      const job = await q.getJob(res.json().jobId);
      expect(job?.data.model).toBe('claude-haiku-4-5');
    } finally {
      await q.obliterate({ force: true }).catch(() => {});
      await q.close();
    }
  });
});
