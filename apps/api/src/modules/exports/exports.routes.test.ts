import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseString } from 'fast-csv';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';
import { neutralizeCell } from './csv-cells.ts';

function parseCsv(body: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(body.replace(/^\uFEFF/, ''), { headers: true })
      .on('data', (r: Record<string, string>) => rows.push(r))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\n'];

describe('neutralizeCell', () => {
  it.each(FORMULA_STARTS)('prefixes a cell starting with %j', (c) => {
    expect(neutralizeCell(`${c}1+1`)).toBe(`'${c}1+1`);
  });
  it('leaves other cells and empty values alone', () => {
    expect(neutralizeCell('Grand =Hotel')).toBe('Grand =Hotel');
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell('')).toBe('');
  });
});

describe('CSV exports', () => {
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

  it('streams the current profile of each hotel with a dated file name', async () => {
    const h = await createHotel(t.db, { id: 'exp-1', name: 'Grand' });
    await createProfile(t.db, h.id, { name: 'Old' });
    await createProfile(t.db, h.id, {
      name: 'Grand, "the" Hotel',
      description: 'Line one\nLine two',
      amenities: JSON.stringify(['Pool', 'Spa']),
      transport_links: JSON.stringify(['Airport 20 min']),
      nearby_attractions: JSON.stringify([]),
      model: 'builtin',
    });
    await createHotel(t.db, { id: 'exp-none' });
    const res = await get('/api/export/profiles');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hotel-profiles-${date}.csv"`);
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFF"hotel_id","name","brand_name","address","situated","description","amenities","transport_links","nearby_attractions","model","generated_at"',
    );
    const rows = await parseCsv(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      hotel_id: 'exp-1',
      name: 'Grand, "the" Hotel',
      description: 'Line one\nLine two',
      amenities: 'Pool; Spa',
      transport_links: 'Airport 20 min',
      nearby_attractions: '',
      model: 'builtin',
    });
    expect(Number.isNaN(Date.parse(rows[0]?.generated_at ?? ''))).toBe(false);
  });

  it.each(FORMULA_STARTS)('neutralizes snippet and profile cells starting with %j', async (c) => {
    const id = `f${FORMULA_STARTS.indexOf(c)}`;
    const h = await createHotel(t.db, { id, name: `${c}HYPERLINK("http://evil")` });
    await createSnippet(t.db, h.id, { content: `${c}cmd|' /C calc'!A0`, type: 'description' });
    await createProfile(t.db, h.id, { name: `${c}SUM(A1:A9)`, amenities: JSON.stringify([`${c}1+1`, 'Pool']) });

    const snippets = await parseCsv((await get('/api/export/snippets')).body);
    const s = snippets.find((r) => r.hotel_id === id);
    expect(s?.content).toBe(`'${c}cmd|' /C calc'!A0`);
    expect(s?.hotel_name).toBe(`'${c}HYPERLINK("http://evil")`);

    const profiles = await parseCsv((await get('/api/export/profiles')).body);
    const p = profiles.find((r) => r.hotel_id === id);
    expect(p?.name).toBe(`'${c}SUM(A1:A9)`);
    expect(p?.amenities).toBe(`'${c}1+1; Pool`);
  });

  it('streams every snippet with its hotel name in creation order', async () => {
    const res = await get('/api/export/snippets');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hotel-snippets-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await parseCsv(res.body);
    expect(Object.keys(rows[0] ?? {})).toEqual(['snippet_id', 'hotel_id', 'hotel_name', 'type', 'content', 'source_url', 'created_at']);
    const total = await t.db.selectFrom('snippets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(total.n));
  });

  it('answers the counts the export dialog shows', async () => {
    const res = await get('/api/export/counts');
    const profiles = await t.db.selectFrom('hotels').select('id').where('has_profile', '=', true).execute();
    const snippets = await t.db.selectFrom('snippets').select('id').execute();
    expect(res.json()).toEqual({ profiles: profiles.length, snippets: snippets.length });
  });

  it('frees the database connection when the download is abandoned', async () => {
    const h = await createHotel(t.db, { id: 'bulk-export' });
    await sql`
      INSERT INTO snippets (hotel_id, type, content, source_url, page_url, method, content_hash)
      SELECT ${h.id}, 'description', repeat('x', 200) || i, 'https://b.example.com/', 'https://b.example.com/', 'text', 'h' || i
      FROM generate_series(1, 30000) AS i`.execute(t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // More abandoned downloads than the pool has connections (5 in tests): a leaked cursor would
    // leave the pool empty and the request after them would hang.
    for (let i = 0; i < 8; i++) {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${address}/api/export/snippets`, { headers: t.auth(user) }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(err)));
      });
    }
    await sleep(500);
    const res = await get('/api/export/counts');
    expect(res.statusCode).toBe(200);
    expect(res.json().snippets).toBeGreaterThanOrEqual(30_000);
    const full = await get('/api/export/snippets');
    expect(full.body.split('\r\n').length).toBeGreaterThan(30_000);
  }, 120_000);

  it('requires a signed-in user', async () => {
    for (const url of ['/api/export/profiles', '/api/export/snippets', '/api/export/counts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
