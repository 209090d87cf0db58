import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('schema', () => {
  it('seeds the three prompt types with non-empty defaults', async () => {
    const rows = await t.db.selectFrom('prompts').select(['type', 'prompt']).orderBy('type').execute();
    expect(rows.map((r) => r.type)).toEqual(['classifier', 'profile_generator', 'scrapingbee_query']);
    for (const r of rows) expect(r.prompt.length).toBeGreaterThan(100);
  });

  it('keeps hotels.snippets_count exact through bulk inserts and deletes', async () => {
    await t.db.insertInto('hotels').values([{ id: 'H1' }, { id: 'H2' }]).execute();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      hotel_id: i < 20 ? 'H1' : 'H2',
      type: 'amenity',
      content: `c${i}`,
      source_url: 'https://a.example/',
      page_url: 'https://a.example/',
      method: 'text',
      content_hash: `h${i}`,
    }));
    await t.db.insertInto('snippets').values(rows).execute();
    await t.db.deleteFrom('snippets').where('content_hash', 'in', ['h0', 'h1', 'h20']).execute();
    const counts = await t.db.selectFrom('hotels').select(['id', 'snippets_count']).orderBy('id').execute();
    expect(counts).toEqual([
      { id: 'H1', snippets_count: 18 },
      { id: 'H2', snippets_count: 4 },
    ]);
  });

  it('removes sources, snippets and profiles with their hotel', async () => {
    await t.db.insertInto('hotels').values({ id: 'H3' }).execute();
    const src = await t.db.insertInto('hotel_sources').values({ hotel_id: 'H3', url: 'https://x.example/' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('snippets')
      .values({ hotel_id: 'H3', source_id: src.id, type: 'name', content: 'X', source_url: 'https://x.example/', page_url: 'https://x.example/', method: 'meta', content_hash: 'x' })
      .execute();
    await t.db.insertInto('profiles').values({ hotel_id: 'H3', version: 1, model: 'builtin', amenities: '[]', transport_links: '[]', nearby_attractions: '[]', provenance: '{}' }).execute();
    await t.db.deleteFrom('hotels').where('id', '=', 'H3').execute();
    const left = await sql<{ n: number }>`SELECT (SELECT count(*) FROM hotel_sources WHERE hotel_id='H3') + (SELECT count(*) FROM snippets WHERE hotel_id='H3') + (SELECT count(*) FROM profiles WHERE hotel_id='H3') AS n`.execute(t.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('refuses a second snippet with the same hotel, source URL and content hash', async () => {
    await t.db.insertInto('hotels').values({ id: 'H4' }).execute();
    const s = { hotel_id: 'H4', type: 'name', content: 'Y', source_url: 'https://y.example/', page_url: 'https://y.example/', method: 'meta', content_hash: 'y' };
    await t.db.insertInto('snippets').values(s).execute();
    await expect(t.db.insertInto('snippets').values(s).execute()).rejects.toThrow(/duplicate key/);
  });
});
