/**
 * GET /api/stats and the unfiltered / status-filtered x-total-count come from hotel_counters
 * (migration 0004), kept by triggers on hotels. After every kind of write they must equal what
 * count(*) over hotels says.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_STATUSES, type Hotel, type StatsResponse } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';

describe('hotel counters', () => {
  let t: TestApp;
  let user: TestSession;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });

  /** The answers count(*) gives, read straight from the tables. */
  async function truth(): Promise<StatsResponse> {
    const { rows } = await sql<Record<string, number>>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'processing')::int AS processing,
             count(*) FILTER (WHERE status = 'completed')::int AS completed,
             count(*) FILTER (WHERE status = 'error')::int AS error,
             count(*) FILTER (WHERE has_profile)::int AS profiles,
             (SELECT count(*)::int FROM snippets) AS snippets
      FROM hotels`.execute(t.db);
    const r = rows[0]!;
    return {
      totalHotels: r.total!,
      totalSnippets: r.snippets!,
      totalProfiles: r.profiles!,
      pendingScrapes: r.pending! + r.processing!,
      byStatus: { pending: r.pending!, processing: r.processing!, completed: r.completed!, error: r.error! },
    };
  }

  async function expectCountsRight(step: string) {
    const expected = await truth();
    const stats = await get('/api/stats');
    expect(stats.statusCode, step).toBe(200);
    expect(stats.json<StatsResponse>(), step).toEqual(expected);
    const all = await get('/api/hotels?pageSize=1');
    expect(all.headers['x-total-count'], step).toBe(String(expected.totalHotels));
    for (const status of HOTEL_STATUSES) {
      const res = await get(`/api/hotels?status=${status}&pageSize=1`);
      expect(res.headers['x-total-count'], `${step}: ${status}`).toBe(String(expected.byStatus[status]));
    }
    return expected;
  }

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts at zero', async () => {
    expect(await expectCountsRight('empty')).toMatchObject({ totalHotels: 0, totalSnippets: 0, totalProfiles: 0 });
  });

  it('follows hotel inserts, one by one and in bulk', async () => {
    await createHotel(t.db, { status: 'pending' });
    await createHotel(t.db, { status: 'completed' });
    await sql`
      INSERT INTO hotels (id, name, status)
      SELECT 'BULK' || i, 'Bulk ' || i, (ARRAY['pending','processing','completed','error'])[1 + i % 4]
      FROM generate_series(1, 40) AS i`.execute(t.db);
    expect((await expectCountsRight('inserts')).totalHotels).toBe(42);
  });

  it('follows status changes, and upserts that insert some rows and update others', async () => {
    await sql`UPDATE hotels SET status = 'error' WHERE id IN ('BULK1', 'BULK2', 'BULK3')`.execute(t.db);
    await expectCountsRight('status update');
    // As a run start writes them: existing hotels go back to pending, new ones are created.
    await sql`
      INSERT INTO hotels (id, name, status)
      SELECT 'BULK' || i, 'Bulk ' || i, 'pending' FROM generate_series(30, 50) AS i
      ON CONFLICT (id) DO UPDATE SET status = 'pending'`.execute(t.db);
    expect((await expectCountsRight('upsert')).totalHotels).toBe(52);
    // A write that changes no counted column leaves no trace in the counters.
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM hotel_counters`.execute(t.db);
    await sql`UPDATE hotels SET updated_at = now(), status_reason = 'touched'`.execute(t.db);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM hotel_counters`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    await expectCountsRight('no-op update');
  });

  it('follows snippet inserts and deletes, single and batched', async () => {
    const h = await createHotel(t.db, { status: 'processing' });
    const s1 = await createSnippet(t.db, h.id);
    await createSnippet(t.db, h.id);
    await sql`
      INSERT INTO snippets (hotel_id, type, content, source_url, page_url, method, content_hash)
      SELECT hid, 'other', 'x ' || i, 'https://x/', 'https://x/', 'dom', md5(hid || i)
      FROM (VALUES ('BULK1'), ('BULK2')) AS h(hid), generate_series(1, 5) AS i`.execute(t.db);
    expect((await expectCountsRight('snippet inserts')).totalSnippets).toBe(12);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/snippets/${s1.id}`, headers: t.auth(user) });
    expect(del.statusCode).toBeLessThan(300);
    await sql`DELETE FROM snippets WHERE hotel_id = 'BULK1'`.execute(t.db);
    expect((await expectCountsRight('snippet deletes')).totalSnippets).toBe(6);
  });

  it('follows profiles (has_profile)', async () => {
    await createProfile(t.db, 'BULK2');
    await createProfile(t.db, 'BULK2');
    await createProfile(t.db, 'BULK3');
    expect((await expectCountsRight('profiles')).totalProfiles).toBe(2);
  });

  it('follows hotel deletes, with their snippets and profiles going too', async () => {
    // 53 hotels so far. BULK2 has 5 snippets and a profile; the API deletes it with its audit entry.
    const res = await t.app.inject({ method: 'DELETE', url: '/api/hotels/BULK2', headers: t.auth(user) });
    expect(res.statusCode).toBe(204);
    await sql`DELETE FROM hotels WHERE id IN ('BULK4', 'BULK5', 'BULK6')`.execute(t.db);
    const after = await expectCountsRight('deletes');
    expect(after).toMatchObject({ totalHotels: 49, totalSnippets: 1, totalProfiles: 1 });
  });

  it('does not count writes that were rolled back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO hotels (id, name, status) VALUES ('GONE', 'Gone', 'error')`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await expectCountsRight('rollback')).totalHotels).toBe(49);
  });

  it('folds many delta rows into one on a stats read, without changing the answer', async () => {
    for (let i = 0; i < 120; i++) await sql`UPDATE hotels SET status = ${i % 2 ? 'completed' : 'error'} WHERE id = 'BULK7'`.execute(t.db);
    const expected = await truth();
    expect((await get('/api/stats')).json<StatsResponse>()).toEqual(expected);
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM hotel_counters`.execute(t.db);
    expect(rows.rows[0]!.n).toBe(1);
    await expectCountsRight('after compaction');
  });

  it('pages past the middle from the other end, in the same order as from the front', async () => {
    const total = Number((await get('/api/hotels?pageSize=1')).headers['x-total-count']);
    for (const sort of ['-updatedAt', 'name', '-snippetsCount', 'id']) {
      const everything = (await get(`/api/hotels?pageSize=200&sort=${sort}`)).json<Hotel[]>().map((h) => h.id);
      expect(everything).toHaveLength(total);
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 7) + 1; page++) {
        const res = await get(`/api/hotels?page=${page}&pageSize=7&sort=${sort}`);
        expect(res.statusCode).toBe(200);
        pages.push(...res.json<Hotel[]>().map((h) => h.id));
      }
      expect(pages, sort).toEqual(everything);
    }
  });

  it('gives searches their exact total on every page, full, partial, or past the end', async () => {
    for (const q of ['Bulk', 'Bulk 1', 'bulk 49', 'nothing-like-this']) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM hotels WHERE (id || ' ' || coalesce(name, '') || ' ' || coalesce(brand_name, '')) ILIKE ${`%${q}%`}`.execute(t.db);
      const n = rows[0]!.n;
      for (let page = 1; page <= Math.ceil(n / 4) + 1; page++) {
        const res = await get(`/api/hotels?q=${encodeURIComponent(q)}&page=${page}&pageSize=4`);
        expect(res.headers['x-total-count'], `${q} page ${page}`).toBe(String(n));
        expect(res.json<Hotel[]>()).toHaveLength(Math.max(0, Math.min(4, n - (page - 1) * 4)));
      }
    }
  });
});
