import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '@hotel/domain';
import type { Database } from '@hotel/db';
import type { ListHotelsQuery } from '@hotel/contracts';


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
 * The pieces of a search worth the trigram index, each implied by the whole query, so the index
 * only narrows and the whole text is checked on what it finds:
 * - words of three characters or more that are not common (shorter ones have no trigram);
 * - in a one-word query ("DEMO-0012345"), its letter-or-digit runs: when one holds a digit, only
 *   those (numbers are what sets an id apart; "DEMO" is in every row);
 * - a short number after a space ("Riverside Lodge 12"): " 12" gives the index the trigrams of a
 *   word starting with 12, far rarer than either name word.
 * Empty when the whole query is the index's best single pattern.
 */
export function selectiveWords(q: string): string[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const long = (w: string) => [...w].length >= 3;
  if (words.length === 1) {
    const runs = words[0]!.split(/[^\p{L}\p{N}]+/u).filter(long);
    const numbered = runs.filter((r) => /\p{N}/u.test(r));
    const pieces = numbered.length > 0 ? numbered : runs.filter((r) => !COMMON_WORDS.has(r));
    // one run that is the whole query: the query itself is the pattern
    return pieces.length === 1 && pieces[0] === words[0] ? [] : pieces;
  }
  const selective: string[] = [];
  words.forEach((w, i) => {
    if (long(w) && !COMMON_WORDS.has(w)) selective.push(w);
    else if (i > 0 && /^\p{N}+$/u.test(w)) selective.push(` ${w}`);
  });
  return selective;
}

/** The whole query as the search matches it: a literal, case-insensitive piece of the text. */
function wholeQueryMatches(q: string) {
  return sql<boolean>`strpos(lower(${HOTEL_SEARCH_TEXT}), lower(${q})) > 0`;
}

function statusFiltered(db: Executor, query: Pick<ListHotelsQuery, 'status'>) {
  const qb = db.selectFrom('hotels');
  return query.status ? qb.where('status', '=', query.status) : qb;
}

function filtered(db: Executor, query: Pick<ListHotelsQuery, 'q' | 'status'>) {
  let qb = statusFiltered(db, query);
  if (query.q) {
    const words = selectiveWords(query.q);
    if (words.length === 0) qb = qb.where(HOTEL_SEARCH_TEXT, 'ilike', likePattern(query.q));
    else {
      // The index finds rows holding each selective piece; the whole text, common words and its
      // exact spacing included, is then checked on those few rows only (strpos on lower() is
      // what ILIKE does with an escaped pattern, and no index can use it, which is the point).
      for (const w of words) qb = qb.where(HOTEL_SEARCH_TEXT, 'ilike', likePattern(w));
      qb = qb.where(wholeQueryMatches(query.q));
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

/** Orders an index hands over row by row, so a walk reads only the rows it needs. */
const WALKABLE_SORTS = new Set<ListHotelsQuery['sort']>(['-updatedAt', 'updatedAt', 'id', '-id', 'name', '-name']);

export function walkable(sort: ListHotelsQuery['sort']): boolean {
  return WALKABLE_SORTS.has(sort);
}

/** One page of a search found by walking the list's own order. */
export interface WalkedPage {
  rows: HotelRecord[];
  /** Matches among the rows walked. */
  matched: number;
  /** Rows walked: fewer than asked means the walk saw every row the filter allows. */
  walked: number;
}

/**
 * A search that many hotels match, answered from the first `walkRows` rows of the list's order
 * (an index scan that stops there): when those rows hold the page, it is the page, since matches
 * keep the list's order. Costs the same for "Harbor" (12,500 matches) as a page without a search
 * does; a rare match does not fill the page and goes to the trigram index instead.
 */
export async function walkSearch(
  db: Executor,
  query: ListHotelsQuery,
  offset: number,
  walkRows: number,
  /** Rows of the order an earlier walk already read: this one starts after them. */
  skipRows = 0,
  pageLimit: number = query.pageSize,
): Promise<WalkedPage> {
  // The walk reads only what the index in the default order carries (migration 0014: the sort
  // columns and the lower-cased search text), so it never visits a row; only the page's rows are
  // read whole, afterwards.
  const sortColumns = [...new Set(ORDERS[query.sort].map(([column]) => column))];
  const walk = ordered(statusFiltered(db, query).select([...sortColumns, 'search_lower']), query.sort, false)
    .offset(skipRows)
    .limit(walkRows - skipRows)
    .as('w');
  const hit = sql<boolean>`strpos(w.search_lower, lower(${query.q ?? ''})) > 0`;
  const counted = db
    .selectFrom(walk)
    .select([...sortColumns.map((c) => `w.${c}` as const), hit.as('hit'), sql<string>`count(*) FILTER (WHERE ${hit}) OVER ()`.as('matched'), sql<string>`count(*) OVER ()`.as('walked')])
    .as('x');
  let hits = db.selectFrom(counted).select(['x.id', 'x.matched', 'x.walked']).where('x.hit', '=', true);
  for (const [column, direction] of ORDERS[query.sort]) hits = hits.orderBy(`x.${column}`, direction);
  const page = hits.limit(pageLimit).offset(offset).as('p');
  let read = db
    .selectFrom(page)
    .innerJoin('hotels', 'hotels.id', 'p.id')
    .select([...HOTEL_COLUMNS.map((c) => `hotels.${c}` as const), 'p.matched', 'p.walked']);
  // The join keeps no order of its own: the page's few rows are put back in the list's order.
  for (const [column, direction] of ORDERS[query.sort]) read = read.orderBy(`hotels.${column}`, direction);
  const rows = await read.execute();
  const first = rows[0];
  return {
    rows: rows.map(({ matched: _matched, walked: _walked, ...hotel }) => hotel),
    matched: first ? Number(first.matched) : 0,
    walked: first ? Number(first.walked) : 0,
  };
}

/**
 * A rare search through the trigram index, with its count unless a partial page already tells it. The planner
 * cannot tell a substring's rarity and has walked the whole updated_at index for
 * "Riverside Lodge 12" (27 matches, 1.1 s); this runs only after a walk found the matches sparse,
 * so it rules out reading the table in order.
 */
export async function indexedSearch(db: Kysely<Database>, query: ListHotelsQuery, offset: number, countLimit: number) {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    const rows = await listHotels(trx, query, { offset, limit: query.pageSize, reverse: false });
    // A partial page ends the result, so its total is known; a full page, or an empty one past
    // the end (a stale link, a reload after deletes), needs the count.
    const partial = rows.length > 0 && rows.length < query.pageSize;
    const mustCount = !partial && !(rows.length === 0 && offset === 0);
    return { rows, count: mustCount ? await countHotels(trx, query, countLimit) : null };
  });
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
