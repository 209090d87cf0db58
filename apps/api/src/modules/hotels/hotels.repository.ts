import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
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

/**
 * Words so common in hotel names that their trigrams are in most rows ("hotel" is in nearly
 * every name): a trigram index scan for them reads posting lists of the whole table.
 */
const COMMON_WORDS = new Set([
  'hotel', 'hotels', 'hôtel', 'hotell', 'inn', 'suites', 'suite', 'resort', 'resorts', 'spa', 'lodge', 'motel', 'hostel', 'apartments',
  'the', 'and', 'des', 'del', 'les', 'los', 'las', 'das', 'der', 'die', 'und', 'city', 'airport', 'downtown', 'centre', 'center',
]);

/**
 * The words of a search worth the trigram index: three characters or more (shorter ones have no
 * trigram) and not common. Empty when the whole query is the index's best single pattern.
 */
export function selectiveWords(q: string): string[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const selective = words.filter((w) => [...w].length >= 3 && !COMMON_WORDS.has(w));
  // one word, or nothing selective: the whole text is the pattern, as before
  if (words.length <= 1 || selective.length === 0) return [];
  return selective;
}

function filtered(db: Executor, query: Pick<ListHotelsQuery, 'q' | 'status'>) {
  let qb = db.selectFrom('hotels');
  if (query.status) qb = qb.where('status', '=', query.status);
  if (query.q) {
    const words = selectiveWords(query.q);
    if (words.length === 0) qb = qb.where(HOTEL_SEARCH_TEXT, 'ilike', likePattern(query.q));
    else {
      // The index finds rows holding each selective word; the whole text, common words and its
      // exact spacing included, is then checked on those few rows only (strpos on lower() is
      // what ILIKE does with an escaped pattern, and no index can use it, which is the point).
      for (const w of words) qb = qb.where(HOTEL_SEARCH_TEXT, 'ilike', likePattern(w));
      qb = qb.where(sql<boolean>`strpos(lower(${HOTEL_SEARCH_TEXT}), lower(${query.q})) > 0`);
    }
  }
  return qb;
}

type SortColumn = 'updated_at' | 'id' | 'name' | 'snippets_count';
type Direction = 'asc' | 'desc';

/** Every order ends on id so pages are stable; the first two match the (updated_at DESC, id) index. */
const ORDERS: Record<ListHotelsQuery['sort'], [SortColumn, Direction][]> = {
  '-updatedAt': [['updated_at', 'desc'], ['id', 'asc']],
  updatedAt: [['updated_at', 'asc'], ['id', 'desc']],
  id: [['id', 'asc']],
  '-id': [['id', 'desc']],
  name: [['name', 'asc'], ['id', 'asc']],
  '-name': [['name', 'desc'], ['id', 'desc']],
  snippetsCount: [['snippets_count', 'asc'], ['id', 'asc']],
  '-snippetsCount': [['snippets_count', 'desc'], ['id', 'asc']],
};

/** Which rows of the ordered result to read; reverse = read them in the opposite order. */
export interface PageWindow {
  offset: number;
  limit: number;
  reverse: boolean;
}

/**
 * The rows of page `page` when the total is known. Past the middle the page is read from the
 * other end (reversed order, small offset), so the last page costs what the first one does
 * instead of skipping 99,950 index entries; the caller reverses the rows back. Null: no rows.
 */
export function pageWindow(page: number, pageSize: number, total: number): PageWindow | null {
  const offset = (page - 1) * pageSize;
  if (offset >= total) return null;
  const limit = Math.min(pageSize, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { offset: fromEnd, limit, reverse: true } : { offset, limit, reverse: false };
}

/**
 * From this offset on, the page's ids are found first (an index-only scan of (updated_at, id),
 * (name, id) or the primary key) and only those 50 rows are read: OFFSET 49,950 costs ~10 ms
 * instead of ~45–75 ms fetching and discarding 49,950 full rows.
 */
const DEFERRED_JOIN_FROM_OFFSET = 1_000;

function ordered<O>(qb: SelectQueryBuilder<Database, 'hotels', O>, sort: ListHotelsQuery['sort'], reverse: boolean) {
  for (const [column, direction] of ORDERS[sort]) {
    qb = qb.orderBy(column, reverse ? (direction === 'asc' ? 'desc' : 'asc') : direction);
  }
  return qb;
}

export function listHotels(
  db: Executor,
  query: ListHotelsQuery,
  window: PageWindow = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, reverse: false },
) {
  if (window.offset < DEFERRED_JOIN_FROM_OFFSET) {
    return ordered(filtered(db, query).select(HOTEL_COLUMNS), query.sort, window.reverse).limit(window.limit).offset(window.offset).execute();
  }
  const ids = ordered(filtered(db, query).select('id'), query.sort, window.reverse).limit(window.limit).offset(window.offset);
  return ordered(db.selectFrom('hotels').select(HOTEL_COLUMNS).where('id', 'in', ids), query.sort, window.reverse).execute();
}

/** The number of matching hotels, counting at most `limit` of them. */
export async function countHotels(db: Executor, query: Pick<ListHotelsQuery, 'q' | 'status'>, limit: number): Promise<number> {
  const row = await db
    .selectFrom(filtered(db, query).select(sql`1`.as('one')).limit(limit).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const COUNTER_COLUMNS = { all: 'total', pending: 'pending', processing: 'processing', completed: 'completed', error: 'error' } as const;

/**
 * The exact number of hotels, or of hotels in one status, from hotel_counters (migration 0004,
 * kept by triggers on hotels): a sum over a few rows instead of a count(*) over 100,000.
 */
export async function countFromCounters(db: Executor, status: ListHotelsQuery['status']): Promise<number> {
  const column = sql.ref(COUNTER_COLUMNS[status ?? 'all']);
  const { rows } = await sql<{ n: number }>`SELECT coalesce(sum(${column}), 0)::bigint AS n FROM hotel_counters`.execute(db);
  return Number(rows[0]?.n ?? 0);
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
