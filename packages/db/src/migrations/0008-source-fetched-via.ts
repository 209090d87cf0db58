import { sql, type Kysely } from 'kysely';

/**
 * How a source's page was fetched: plain HTTP, the system Chromium (a client-rendered page the
 * worker rendered on its own) or ScrapingBee. Staff reading a source's snippets can then tell a
 * page the site serves from one only a browser shows. Null for rows stored before it was kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE hotel_sources ADD COLUMN fetched_via text CHECK (fetched_via IN ('http', 'browser', 'scrapingbee'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE hotel_sources DROP COLUMN IF EXISTS fetched_via`.execute(db);
}
