import { sql, type Kysely } from 'kysely';

/**
 * Hotel search reads the one expression index of 0002; the three per-column trigram indexes of
 * 0001 are no longer used by any query, yet every hotel upsert paid for them (a 100,000-hotel
 * run spent most of its insert time maintaining four GIN indexes instead of one).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS hotels_id_trgm_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS hotels_name_trgm_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS hotels_brand_trgm_idx`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS hotels_id_trgm_idx ON hotels USING gin (id gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS hotels_name_trgm_idx ON hotels USING gin (name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS hotels_brand_trgm_idx ON hotels USING gin (brand_name gin_trgm_ops)`.execute(db);
}
