import { sql, type Kysely } from 'kysely';

/**
 * One trigram index over the text a hotel search looks at. With three per-column indexes the
 * planner prices a three-way BitmapOr above a sequential scan and reads all 100,000 rows
 * (~250 ms); one expression index answers a selective search in a few milliseconds.
 * The expression must match HOTEL_SEARCH_TEXT in apps/api (hotels.repository.ts) exactly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX hotels_search_trgm_idx ON hotels
    USING gin ((id || ' ' || coalesce(name, '') || ' ' || coalesce(brand_name, '')) gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS hotels_search_trgm_idx`.execute(db);
}
