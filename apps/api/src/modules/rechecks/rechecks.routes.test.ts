import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelRecheck, recheckSettings } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';

describe('scheduled re-check settings', () => {
  let t: TestApp;
  let admin: TestSession;
  let user: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAs({ admin: true });
    user = await t.loginAs();
    await t.db.insertInto('hotels').values({ id: 'h-recheck', homepage_url: 'https://h.example/', status: 'completed', last_scraped_at: new Date('2030-01-01T00:00:00Z') }).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets an admin pause and resume every re-check, audited; a staff user may only read it', async () => {
    const initial = await t.app.inject({ method: 'GET', url: '/api/settings/rechecks', headers: t.auth(user) });
    expect(recheckSettings.parse(initial.json())).toMatchObject({ paused: false, defaultDays: 30, maxPerHour: 500, updatedAt: null });

    const refused = await t.app.inject({ method: 'PUT', url: '/api/settings/rechecks', headers: t.auth(user), payload: { paused: true } });
    expect(refused.statusCode).toBe(403);

    const paused = await t.app.inject({ method: 'PUT', url: '/api/settings/rechecks', headers: t.auth(admin), payload: { paused: true } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true });
    const resumed = await t.app.inject({ method: 'PUT', url: '/api/settings/rechecks', headers: t.auth(admin), payload: { paused: false } });
    expect(resumed.json()).toMatchObject({ paused: false });

    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_type', '=', 'setting').orderBy('created_at').execute();
    expect(audit.map((a) => [a.entity_id, a.user_id, (a.details as { value: unknown }).value])).toEqual([
      ['recheck.paused', admin.user.id, true],
      ['recheck.paused', admin.user.id, false],
    ]);

    const bad = await t.app.inject({ method: 'PUT', url: '/api/settings/rechecks', headers: t.auth(admin), payload: { paused: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/paused must be true or false/);
  });

  it("sets a hotel's own interval (Never, N days, Default) with an audit entry, and says when it is next due", async () => {
    const put = (days: unknown) => t.app.inject({ method: 'PUT', url: '/api/hotels/h-recheck/recheck', headers: t.auth(user), payload: { days } });
    const weekly = await put(7);
    expect(weekly.statusCode).toBe(200);
    expect(hotelRecheck.parse(weekly.json())).toMatchObject({ days: 7, effectiveDays: 7, nextCheckAt: '2030-01-08T00:00:00.000Z', paused: false });
    expect((await put(0)).json()).toMatchObject({ days: 0, effectiveDays: 0, nextCheckAt: null });
    expect((await put(null)).json()).toMatchObject({ days: null, effectiveDays: 30, nextCheckAt: '2030-01-31T00:00:00.000Z' });

    const audit = await t.db.selectFrom('audit_logs').select('details').where('entity_type', '=', 'hotel').where('entity_id', '=', 'h-recheck').orderBy('created_at').execute();
    expect(audit.map((a) => (a.details as { value: unknown }).value)).toEqual([7, 'Never', 'Default']);

    for (const days of [-1, 1.5, 4000, '7']) expect((await put(days)).statusCode, String(days)).toBe(400);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/hotels/nope/recheck', headers: t.auth(user), payload: { days: 7 } });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotels/h-recheck/recheck' })).statusCode).toBe(401);
  });

  it('tells what the latest scheduled re-check found', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/hotels/h-recheck/recheck', headers: t.auth(user) });
    expect(hotelRecheck.parse((await get()).json()).lastRecheck).toBeNull();
    const run = await t.db.insertInto('scrape_runs').values({ model: 'builtin', total: 1, kind: 'recheck' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('scrape_run_items')
      .values({ run_id: run.id, hotel_id: 'h-recheck', url: 'https://h.example/', status: 'completed', pages_unchanged: 3, pages_changed: 1, finished_at: new Date() })
      .execute();
    expect((await get()).json().lastRecheck).toMatchObject({ runId: run.id, status: 'completed', pagesUnchanged: 3, pagesChanged: 1 });
  });
});
