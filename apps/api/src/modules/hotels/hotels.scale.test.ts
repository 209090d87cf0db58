/**
 * Lists, search, stats and exports at 100,000 hotels, seeded in bulk. Timings are logged for
 * docs/performance.md, never asserted: the shared test machine is too noisy for that.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseString } from 'fast-csv';
import type { Hotel, StatsResponse } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { SEARCH_WALK_MIN_ROWS } from './hotels.service.ts';

const N = 100_000;
const BRANDS = ['Marriott', 'Hilton', 'Hyatt', 'Accor', null];
const STATUSES = ['pending', 'processing', 'completed', 'error'] as const;

describe('hotels at 100,000 rows', () => {
  let t: TestApp;
  let user: TestSession;
  const timings: Record<string, number> = {};

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });

  async function timed(label: string, url: string) {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url, headers: t.auth(user) });
    timings[label] = Math.round(performance.now() - started);
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
    const started = performance.now();
    // Hotel i: brand cycles every 5, status every 4, every third has a profile; newest is i = 1.
    await sql`
      INSERT INTO hotels (id, name, brand_name, homepage_url, status, snippets_count, has_profile, updated_at)
      SELECT 'H' || lpad(i::text, 6, '0'), 'Hotel ' || i,
             (ARRAY['Marriott','Hilton','Hyatt','Accor',NULL])[1 + i % 5],
             'https://h' || i || '.example.com/',
             (ARRAY['pending','processing','completed','error'])[1 + i % 4],
             i % 7, i % 3 = 0, now() - make_interval(secs => i)
      FROM generate_series(1, ${N}) AS i`.execute(t.db);
    await sql`
      INSERT INTO profiles (hotel_id, version, name, description, amenities, model)
      SELECT 'H' || lpad(i::text, 6, '0'), 1, 'Hotel ' || i, 'Description ' || i, '["Pool","Spa"]', 'builtin'
      FROM generate_series(3, ${N}, 3) AS i`.execute(t.db);
    await sql`ANALYZE hotels`.execute(t.db);
    await sql`ANALYZE profiles`.execute(t.db);
    timings.seed = Math.round(performance.now() - started);
  }, 180_000);

  afterAll(async () => {
    console.log(`[perf] 100k hotels, ms: ${JSON.stringify(timings)}`);
    await t?.close();
  });

  it('pages the default order (newest first) with exact totals', async () => {
    const res = await timed('list page 1', '/api/hotels?pageSize=50');
    expect(res.headers['x-total-count']).toBe(String(N));
    const page3 = await timed('list page 3', '/api/hotels?page=3&pageSize=50');
    const ids = page3.json<Hotel[]>().map((h) => h.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('H000101');
    expect(ids[49]).toBe('H000150');
    const last = await timed('list last page', `/api/hotels?page=${N / 200}&pageSize=200`);
    expect(last.json<Hotel[]>().at(-1)?.id).toBe('H100000');
    // Offset 49,800 (ids first, then rows) and 50,000 (past the middle: read from the end).
    const middle = await timed('list middle page', `/api/hotels?page=250&pageSize=200`);
    expect(middle.json<Hotel[]>().map((h) => h.id)).toEqual(Array.from({ length: 200 }, (_, k) => `H${String(49_801 + k).padStart(6, '0')}`));
    const after = await timed('list page past the middle', `/api/hotels?page=251&pageSize=200`);
    expect(after.json<Hotel[]>().map((h) => h.id)).toEqual(Array.from({ length: 200 }, (_, k) => `H${String(50_001 + k).padStart(6, '0')}`));
    const byIdDesc = await get(`/api/hotels?page=300&pageSize=100&sort=-id`);
    expect(byIdDesc.json<Hotel[]>().map((h) => h.id)).toEqual(Array.from({ length: 100 }, (_, k) => `H${String(70_100 - k).padStart(6, '0')}`));
    const byName = await get(`/api/hotels?page=300&pageSize=100&sort=name&q=hotel`);
    // A broad search counts up to two pages past the one asked for (decision 110).
    expect(byName.headers['x-total-count']).toBe(String(299 * 100 + 2 * 100));
    expect(byName.headers['x-total-capped']).toBe('true');
    const names = byName.json<Hotel[]>().map((h) => h.name!);
    expect(names).toEqual([...names].sort());
  });

  it('searches names, ids and brands through the trigram indexes', async () => {
    const byName = await timed('search name', '/api/hotels?q=Hotel%2099999');
    expect(byName.json<Hotel[]>().map((h) => h.id)).toEqual(['H099999']);
    expect(byName.headers['x-total-count']).toBe('1');

    const byId = await timed('search id', '/api/hotels?q=h09999&pageSize=200');
    expect(byId.json<Hotel[]>().map((h) => h.id).sort()).toEqual(Array.from({ length: 10 }, (_, k) => `H09999${k}`));

    const byBrand = await timed('search brand', '/api/hotels?q=hilton&pageSize=20');
    // N / 5 match; a broad search walks the newest SEARCH_WALK_MIN_ROWS rows and counts the
    // matches there as a lower bound ("100+", decision 195), in the list's order.
    expect(byBrand.headers['x-total-count']).toBe(String(SEARCH_WALK_MIN_ROWS / 5));
    expect(byBrand.json<Hotel[]>().map((h) => h.id)).toEqual(Array.from({ length: 20 }, (_, k) => `H${String(1 + 5 * k).padStart(6, '0')}`));
    expect(byBrand.headers['x-total-capped']).toBe('true');
    expect(byBrand.json<Hotel[]>().every((h) => h.brandName === 'Hilton')).toBe(true);

    const filtered = await timed('search brand + status', '/api/hotels?q=hilton&status=error');
    // brand Hilton: i ≡ 1 (mod 5); status error: i ≡ 3 (mod 4) → i ≡ 11 (mod 20): 1 in 5 of the
    // newest errors walked.
    expect(filtered.headers['x-total-count']).toBe(String(SEARCH_WALK_MIN_ROWS / 5));
    expect(filtered.headers['x-total-capped']).toBe('true');
    expect(filtered.json<Hotel[]>().every((h) => h.brandName === 'Hilton' && h.status === 'error')).toBe(true);

    const status = await timed('status filter', '/api/hotels?status=completed');
    expect(status.headers['x-total-count']).toBe(String(N / 4));

    const none = await timed('search no match', '/api/hotels?q=zzzz-none');
    expect(none.headers['x-total-count']).toBe('0');

    // Rare words with a number: the walk finds too few, the trigram index finds them all.
    const numbered = await timed('search words and a number', '/api/hotels?q=Hotel%209999&pageSize=50');
    expect(numbered.json<Hotel[]>().map((h) => h.id).sort()).toEqual(['H009999', ...Array.from({ length: 10 }, (_, k) => `H09999${k}`)]);
    expect(numbered.headers['x-total-count']).toBe('11');
    // Deep in a broad search the walk gives way to the index, in the same order.
    const deep = await get('/api/hotels?q=hilton&pageSize=50&page=41');
    expect(deep.json<Hotel[]>().map((h) => h.id)).toEqual(Array.from({ length: 50 }, (_, k) => `H${String(1 + 5 * (2000 + k)).padStart(6, '0')}`));
  });

  it('logs the server-side plans and execution times of the list queries', async () => {
    const queries: Record<string, string> = {
      'total (counters)': `SELECT sum(total) FROM hotel_counters`,
      'page 1': `SELECT * FROM hotels ORDER BY updated_at DESC, id LIMIT 50`,
      'last page (read from the end)': `SELECT * FROM hotels ORDER BY updated_at ASC, id DESC LIMIT 50`,
      'search page': `SELECT * FROM hotels WHERE (id || ' ' || coalesce(name, '') || ' ' || coalesce(brand_name, '')) ILIKE '%Hotel 99999%' ORDER BY updated_at DESC, id LIMIT 50`,
      'search count': `SELECT count(*) FROM hotels WHERE (id || ' ' || coalesce(name, '') || ' ' || coalesce(brand_name, '')) ILIKE '%hilton%'`,
      stats: `SELECT sum(total), sum(pending), sum(processing), sum(completed), sum(error), sum(snippets), sum(profiles) FROM hotel_counters`,
    };
    for (const [label, query] of Object.entries(queries)) {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, FORMAT TEXT) ${sql.raw(query)}`.execute(t.db);
      const lines = rows.map((r) => r['QUERY PLAN']);
      const exec = lines.find((l) => l.startsWith('Execution Time'));
      const nodes = lines.filter((l) => /Scan|Sort|Limit|Aggregate/.test(l)).map((l) => l.trim().split('  (')[0]);
      console.log(`[plan] ${label}: ${exec} — ${nodes.join(' / ')}`);
      expect(exec).toBeTruthy();
    }
  });

  it('sorts by name and by snippets', async () => {
    const byName = await timed('sort name', '/api/hotels?sort=name&pageSize=3');
    expect(byName.json<Hotel[]>().map((h) => h.name)).toEqual(['Hotel 1', 'Hotel 10', 'Hotel 100']);
    const bySnippets = await timed('sort -snippetsCount', '/api/hotels?sort=-snippetsCount&pageSize=5');
    expect(bySnippets.json<Hotel[]>().every((h) => h.snippetsCount === 6)).toBe(true);
  });

  it('answers the dashboard counts from the counters table', async () => {
    const res = await timed('stats', '/api/stats');
    let snippets = 0;
    for (let i = 1; i <= N; i++) snippets += i % 7;
    const byStatus = Object.fromEntries(STATUSES.map((s) => [s, N / 4]));
    expect(res.json<StatsResponse>()).toEqual({
      totalHotels: N,
      totalSnippets: snippets,
      totalProfiles: Math.floor(N / 3),
      pendingScrapes: N / 2,
      byStatus,
    });
    void BRANDS;
  });

  it('streams every current profile as CSV', async () => {
    const res = await timed('export profiles', '/api/export/profiles');
    const rows: string[][] = [];
    await new Promise<void>((resolve, reject) => {
      parseString(res.body.replace(/^\uFEFF/, ''), { headers: false })
        .on('data', (r: string[]) => rows.push(r))
        .on('error', reject)
        .on('end', () => resolve());
    });
    expect(rows[0]?.[0]).toBe('hotel_id');
    expect(rows).toHaveLength(Math.floor(N / 3) + 1);
    expect(rows[1]?.slice(0, 2)).toEqual(['H000003', 'Hotel 3']);
  }, 120_000);
});
