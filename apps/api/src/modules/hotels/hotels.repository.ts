import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@hotel/db';
import type { ListHotelsQuery } from '@hotel/contracts';

type Executor = Kysely<Database> | Transaction<Database>;

const HOTEL_COLUMNS = [
  'id',
  'name',
  'brand_name',
  'homepage_url',
  'status',
  'status_reason',
  'snippets_count',
  'has_profile',
  'created_at',
  'updated_at',
  'last_scraped_at',
] as const;

/** Escapes LIKE metacharacters so a search for "50%" or "a_b" matches those characters literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text a search looks at: id, name and brand in one expression, so one trigram index
 * (migration 0002, same expression) serves the search instead of a three-index BitmapOr.
 */
const HOTEL_SEARCH_TEXT = sql<string>`(id || ' ' || coalesce(name, '') || ' ' || coalesce(brand_name, ''))`;

function filtered(db: Executor, query: Pick<ListHotelsQuery, 'q' | 'status'>) {
  let qb = db.selectFrom('hotels');
  if (query.status) qb = qb.where('status', '=', query.status);
  if (query.q) {
    qb = qb.where(HOTEL_SEARCH_TEXT, 'ilike', likePattern(query.q));
  }
  return qb;
}

export function listHotels(db: Executor, query: ListHotelsQuery) {
  let qb = filtered(db, query).select(HOTEL_COLUMNS);
  // Every order ends on id so pages are stable; the first two match the (updated_at DESC, id) index.
  switch (query.sort) {
    case '-updatedAt':
      qb = qb.orderBy('updated_at', 'desc').orderBy('id', 'asc');
      break;
    case 'updatedAt':
      qb = qb.orderBy('updated_at', 'asc').orderBy('id', 'desc');
      break;
    case 'id':
      qb = qb.orderBy('id', 'asc');
      break;
    case '-id':
      qb = qb.orderBy('id', 'desc');
      break;
    case 'name':
      qb = qb.orderBy('name', 'asc').orderBy('id', 'asc');
      break;
    case '-name':
      qb = qb.orderBy('name', 'desc').orderBy('id', 'desc');
      break;
    case 'snippetsCount':
      qb = qb.orderBy('snippets_count', 'asc').orderBy('id', 'asc');
      break;
    case '-snippetsCount':
      qb = qb.orderBy('snippets_count', 'desc').orderBy('id', 'asc');
      break;
  }
  return qb
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

export async function countHotels(db: Executor, query: Pick<ListHotelsQuery, 'q' | 'status'>): Promise<number> {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findHotel(db: Executor, id: string) {
  return db.selectFrom('hotels').select(HOTEL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type HotelRecord = NonNullable<Awaited<ReturnType<typeof findHotel>>>;

export async function deleteHotel(trx: Executor, id: string): Promise<{ name: string | null } | undefined> {
  return trx.deleteFrom('hotels').where('id', '=', id).returning(['name']).executeTakeFirst();
}

export function listSources(db: Executor, hotelId: string) {
  return db
    .selectFrom('hotel_sources as hs')
    .select([
      'hs.id',
      'hs.hotel_id',
      'hs.url',
      'hs.status',
      'hs.error',
      'hs.created_at',
      'hs.updated_at',
      (eb) =>
        eb
          .selectFrom('snippets as s')
          .whereRef('s.source_id', '=', 'hs.id')
          .select((e) => e.fn.countAll<number>().as('c'))
          .as('snippets_count'),
    ])
    .where('hs.hotel_id', '=', hotelId)
    .orderBy('hs.created_at', 'asc')
    .orderBy('hs.id', 'asc')
    .execute();
}

/** Marks a source as being captured, creating it on first use; answers its id. */
export async function upsertProcessingSource(trx: Executor, hotelId: string, url: string, now: Date): Promise<string> {
  const row = await trx
    .insertInto('hotel_sources')
    .values({ hotel_id: hotelId, url, status: 'processing', error: null, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['hotel_id', 'url']).doUpdateSet({ status: 'processing', error: null, updated_at: sql`excluded.updated_at` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markSourceError(db: Executor, sourceId: string, error: string, now: Date): Promise<void> {
  await db.updateTable('hotel_sources').set({ status: 'error', error, updated_at: now }).where('id', '=', sourceId).execute();
}
