/** Test data builders: real rows in the test database, with overridable defaults. */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, NewHotel, NewProfile, NewSnippet } from '@hotel/db';

let seq = 0;

export async function createHotel(db: Db, overrides: Partial<NewHotel> = {}) {
  seq += 1;
  return db
    .insertInto('hotels')
    .values({ id: `hotel-${seq}-${randomUUID().slice(0, 8)}`, name: `Hotel ${seq}`, homepage_url: `https://hotel${seq}.example.com/`, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSource(db: Db, hotelId: string, url: string) {
  return db.insertInto('hotel_sources').values({ hotel_id: hotelId, url, status: 'completed' }).returningAll().executeTakeFirstOrThrow();
}

export async function createSnippet(db: Db, hotelId: string, overrides: Partial<NewSnippet> = {}) {
  seq += 1;
  const content = overrides.content ?? `Snippet ${seq}`;
  return db
    .insertInto('snippets')
    .values({
      hotel_id: hotelId,
      type: 'description',
      content,
      source_url: `https://example.com/${seq}`,
      page_url: `https://example.com/${seq}`,
      method: 'text',
      section: null,
      content_hash: createHash('sha256').update(`${content}-${seq}`).digest('hex'),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A profile version as the worker writes it, keeping hotels.has_profile in step. */
export async function createProfile(db: Db, hotelId: string, overrides: Partial<NewProfile> = {}) {
  const last = await db
    .selectFrom('profiles')
    .select(sql<number>`coalesce(max(version), 0)`.as('v'))
    .where('hotel_id', '=', hotelId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('profiles')
    .values({
      hotel_id: hotelId,
      version: Number(last.v) + 1,
      name: 'Grand Hotel',
      brand_name: null,
      address: '1 Main Street',
      situated: 'In the old town',
      description: 'A hotel.',
      amenities: JSON.stringify(['Pool', 'Spa']),
      transport_links: JSON.stringify(['Airport 20 min']),
      nearby_attractions: JSON.stringify(['Museum']),
      provenance: JSON.stringify({ name: ['s1'] }),
      model: 'builtin',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('hotels').set({ has_profile: true }).where('id', '=', hotelId).execute();
  return row;
}
