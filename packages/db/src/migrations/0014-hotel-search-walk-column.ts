import { sql, type Kysely } from 'kysely';

/**
 * The text a hotel search matches, lower-cased once when a row is written instead of on every
 * row a search walks, and carried by an index in the list's default order (updated_at DESC, id):
 * a search's walk of the newest rows (decision 195) reads that index alone, without a visit to
 * each row. The expression is the one the trigram index of 0002 covers, lower-cased.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE hotels ADD COLUMN search_lower text
      GENERATED ALWAYS AS (lower(id || ' ' || coalesce(name, '') || ' ' || coalesce(brand_name, ''))) STORED
  `.execute(db);
  await sql`CREATE INDEX hotels_updated_search_idx ON hotels (updated_at DESC, id) INCLUDE (search_lower)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS hotels_updated_search_idx`.execute(db);
  await sql`ALTER TABLE hotels DROP COLUMN IF EXISTS search_lower`.execute(db);
}
