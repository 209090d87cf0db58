import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { Hotel, HotelSource } from '@hotel/contracts';
import { hotel as hotelSchema, hotelSource as hotelSourceSchema } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel, createProfile, createSnippet, createSource } from '@hotel/domain/testing';

describe('hotels routes', () => {
  let t: TestApp;
  let user: TestSession;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every hotel route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/hotels'],
      ['GET', '/api/hotels/x'],
      ['DELETE', '/api/hotels/x'],
      ['GET', '/api/hotels/x/sources'],
      ['POST', '/api/hotels/x/scrape-source'],
      ['GET', '/api/stats'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists hotels in the contract shape with pagination headers', async () => {
    const h = await createHotel(t.db, { id: 'list-a', name: 'Alpha Inn', brand_name: 'Acme' });
    const res = await get('/api/hotels?pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json<Hotel[]>();
    expect(body.length).toBeGreaterThan(0);
    for (const item of body) hotelSchema.parse(item);
    expect(body.find((x) => x.id === h.id)).toMatchObject({ name: 'Alpha Inn', brandName: 'Acme', status: 'pending', snippetsCount: 0 });
    expect(res.headers['x-total-count']).toBe(String(body.length));
    expect(res.headers['x-page']).toBe('1');
    expect(res.headers['x-page-size']).toBe('10');
  });

  it('searches id, name and brand literally, with % and _ taken as characters', async () => {
    await createHotel(t.db, { id: 'pct-1', name: '100% Resort' });
    await createHotel(t.db, { id: 'under_score', name: 'Plain' });
    const pct = await get(`/api/hotels?q=${encodeURIComponent('%')}`);
    expect(pct.json<Hotel[]>().map((h) => h.id)).toEqual(['pct-1']);
    const us = await get('/api/hotels?q=_');
    expect(us.json<Hotel[]>().map((h) => h.id)).toEqual(['under_score']);
    const brand = await get('/api/hotels?q=acme');
    expect(brand.json<Hotel[]>().map((h) => h.id)).toEqual(['list-a']);
  });

  it('matches a search with common words as one exact piece of text, not as loose words', async () => {
    await createHotel(t.db, { id: 'phrase-1', name: 'Grand Hotel Zermatt', brand_name: 'Alpine' });
    await createHotel(t.db, { id: 'phrase-2', name: 'Zermatt Grand Hotel', brand_name: 'Alpine' });
    await createHotel(t.db, { id: 'phrase-3', name: 'Hotel  Zermatt', brand_name: null });
    const ids = async (q: string) => (await get(`/api/hotels?q=${encodeURIComponent(q)}`)).json<Hotel[]>().map((h) => h.id).sort();
    expect(await ids('Hotel Zermatt')).toEqual(['phrase-1']);
    expect(await ids('grand HOTEL')).toEqual(['phrase-1', 'phrase-2']);
    expect(await ids('Hotel  Zermatt')).toEqual(['phrase-3']);
    expect(await ids('Zermatt Alpine')).toEqual(['phrase-1']);
    expect(await ids('phrase-2 Zermatt')).toEqual(['phrase-2']);
  });

  it('counts a broad search exactly while its walk sees every row, and finds rare and broad matches alike', async () => {
    await t.db.executeQuery(
      sql`INSERT INTO hotels (id, name, brand_name, homepage_url)
          SELECT 'cap-' || g, 'Capped Stay ' || g, 'Capbrand', 'https://cap' || g || '.example.com/' FROM generate_series(1, 1120) g`.compile(t.db),
    );
    // fewer rows than a walk reads: the count is exact
    const first = await get('/api/hotels?q=capbrand&pageSize=50');
    expect(first.json<Hotel[]>()).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('1120');
    expect(first.headers['x-total-capped']).toBeUndefined();
    const last = await get('/api/hotels?q=capbrand&pageSize=50&page=23');
    expect(last.json<Hotel[]>()).toHaveLength(20);
    expect(last.headers['x-total-count']).toBe('1120');
    // a rare match, a number after the words, and an id piece go through the trigram index
    const narrow = await get(`/api/hotels?q=${encodeURIComponent('Capped Stay 1119')}`);
    expect(narrow.json<Hotel[]>().map((h) => h.id)).toEqual(['cap-1119']);
    expect(narrow.headers['x-total-capped']).toBeUndefined();
    const byId = await get(`/api/hotels?q=${encodeURIComponent('CAP-111')}`);
    expect(byId.json<Hotel[]>().map((h) => h.id).sort()).toEqual(['cap-111', ...Array.from({ length: 10 }, (_, k) => `cap-111${k}`)].sort());
    await t.db.deleteFrom('hotels').where('id', 'like', 'cap-%').execute();
  });

  it('pages a search whose matches are too sparse for the first probe (1 in 25) exactly as the list orders them', async () => {
    // More hotels than are ever walked whole, so the probe, its continuation and the deeper pages' walks all run.
    await t.db.executeQuery(
      sql`INSERT INTO hotels (id, name, brand_name, homepage_url)
          SELECT 'sp-' || lpad(g::text, 4, '0'), 'Sparse Stay ' || g, CASE WHEN g % 25 = 0 THEN 'Rarebrand' END, 'https://sp' || g || '.example.com/'
          FROM generate_series(1, 3000) g`.compile(t.db),
    );
    const truth = (
      await sql<{ id: string }>`SELECT id FROM hotels WHERE brand_name = 'Rarebrand' ORDER BY updated_at DESC, id`.execute(t.db)
    ).rows.map((r) => r.id);
    expect(truth).toHaveLength(120);
    for (let page = 1; page <= 4; page++) {
      const res = await get(`/api/hotels?q=rarebrand&pageSize=50&page=${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<Hotel[]>().map((h) => h.id), `page ${page}`).toEqual(truth.slice((page - 1) * 50, page * 50));
      const total = Number(res.headers['x-total-count']);
      if (res.headers['x-total-capped']) expect(total, `page ${page}: a lower bound`).toBeLessThanOrEqual(120);
      else expect(total, `page ${page}`).toBe(120);
      expect(total, `page ${page}: at least what the pages so far hold`).toBeGreaterThanOrEqual(Math.min(120, page * 50));
    }
    await t.db.deleteFrom('hotels').where('id', 'like', 'sp-%').execute();
  });

  it('answers 400 for bad list queries, never 500', async () => {
    for (const qs of ['page=0', 'page=abc', 'pageSize=1000', 'status=done', 'sort=evil', `q=${'x'.repeat(201)}`]) {
      const res = await get(`/api/hotels?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('gets one hotel, 404 for an unknown id and 400 for a malformed one', async () => {
    const h = await createHotel(t.db, { name: 'Beta' });
    expect((await get(`/api/hotels/${h.id}`)).json()).toMatchObject({ id: h.id, name: 'Beta', hasProfile: false });
    const missing = await get('/api/hotels/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Hotel not found' });
    expect((await get(`/api/hotels/${encodeURIComponent('a b')}`)).statusCode).toBe(400);
    // Fastify refuses over-long path parameters itself (414); either way a 4xx, never a 500.
    const long = (await get(`/api/hotels/${'x'.repeat(101)}`)).statusCode;
    expect(long >= 400 && long < 500).toBe(true);
  });

  it('deletes a hotel with its sources, snippets and profiles, and audits it', async () => {
    const h = await createHotel(t.db, { name: 'Gone Hotel' });
    const src = await createSource(t.db, h.id, 'https://gone.example.com/');
    await createSnippet(t.db, h.id, { source_id: src.id });
    await createProfile(t.db, h.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/hotels/${h.id}`, headers: t.auth(user) });
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('hotels').where('id', '=', h.id).selectAll().execute()).toHaveLength(0);
    for (const table of ['snippets', 'profiles', 'hotel_sources'] as const) {
      expect(await t.db.selectFrom(table).where('hotel_id', '=', h.id).selectAll().execute()).toHaveLength(0);
    }
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', h.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_type: 'hotel', action: 'deleted', user_id: user.user.id, details: { name: 'Gone Hotel' } });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/hotels/${h.id}`, headers: t.auth(user) });
    expect(again.statusCode).toBe(404);
  });

  it('lists sources with the number of snippets each holds', async () => {
    const h = await createHotel(t.db);
    const a = await createSource(t.db, h.id, 'https://a.example.com/');
    await createSource(t.db, h.id, 'https://b.example.com/');
    await createSnippet(t.db, h.id, { source_id: a.id });
    await createSnippet(t.db, h.id, { source_id: a.id });
    const res = await get(`/api/hotels/${h.id}/sources`);
    expect(res.statusCode).toBe(200);
    const body = res.json<HotelSource[]>();
    for (const s of body) hotelSourceSchema.parse(s);
    expect(body.map((s) => [s.url, s.snippetsCount])).toEqual([
      ['https://a.example.com/', 2],
      ['https://b.example.com/', 0],
    ]);
    expect((await get('/api/hotels/unknown-hotel/sources')).statusCode).toBe(404);
  });

  it('never answers 5xx to arbitrary ids, queries and bodies', async () => {
    const routes = [
      (id: string) => ({ method: 'GET' as const, url: `/api/hotels/${id}` }),
      (id: string) => ({ method: 'GET' as const, url: `/api/hotels/${id}/sources` }),
      (id: string) => ({ method: 'GET' as const, url: `/api/hotels/${id}/profile/versions/${id}` }),
      (id: string) => ({ method: 'DELETE' as const, url: `/api/snippets/${id}` }),
      (id: string) => ({ method: 'GET' as const, url: `/api/runs/${id}` }),
      (id: string) => ({ method: 'GET' as const, url: `/api/hotels?q=${id}&sort=${id}` }),
      (id: string) => ({ method: 'GET' as const, url: `/api/audit-logs?days=${id}` }),
    ];
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 120 }), fc.nat(routes.length - 1), async (raw, r) => {
        const route = routes[r]!(encodeURIComponent(raw));
        const res = await t.app.inject({ ...route, headers: t.auth(user) });
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    const posts = ['/api/scrape', '/api/prompts', '/api/parse-csv', '/api/hotels/h/scrape-source', '/api/hotels/h/regenerate-profile'];
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.nat(posts.length - 1), async (body, p) => {
        const res = await t.app.inject({
          method: 'POST',
          url: posts[p]!,
          headers: { ...t.auth(user), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${posts[p]} ${JSON.stringify(body).slice(0, 100)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('keeps snippetsCount in step as snippets come and go', async () => {
    const h = await createHotel(t.db);
    const s1 = await createSnippet(t.db, h.id);
    await createSnippet(t.db, h.id);
    expect((await get(`/api/hotels/${h.id}`)).json<Hotel>().snippetsCount).toBe(2);
    await t.app.inject({ method: 'DELETE', url: `/api/snippets/${s1.id}`, headers: t.auth(user) });
    expect((await get(`/api/hotels/${h.id}`)).json<Hotel>().snippetsCount).toBe(1);
  });
});
