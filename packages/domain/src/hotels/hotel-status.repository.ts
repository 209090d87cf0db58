import { sql, type Kysely } from 'kysely';
import type { Database, HotelRow } from '@hotel/db';

type Q = Kysely<Database>;

export async function getHotel(db: Q, hotelId: string): Promise<HotelRow | undefined> {
  return db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirst();
}

export async function markHotelProcessing(db: Q, hotelId: string, runId: string | null): Promise<void> {
  await db
    .updateTable('hotels')
    .set({
      status: 'processing',
      last_run_id: runId ?? sql`last_run_id`,
      updated_at: sql`now()`,
    })
    .where('id', '=', hotelId)
    .execute();
}

export async function markHotelCompleted(db: Q, hotelId: string, opts: { scraped: boolean }): Promise<HotelRow | undefined> {
  return db
    .updateTable('hotels')
    .set({
      status: 'completed',
      status_reason: null,
      last_scraped_at: opts.scraped ? sql`now()` : sql`last_scraped_at`,
      updated_at: sql`now()`,
    })
    .where('id', '=', hotelId)
    .returningAll()
    .executeTakeFirst();
}

export async function markHotelError(db: Q, hotelId: string, reason: string, opts: { scraped: boolean }): Promise<HotelRow | undefined> {
  return db
    .updateTable('hotels')
    .set({
      status: 'error',
      status_reason: reason.slice(0, 1000),
      last_scraped_at: opts.scraped ? sql`now()` : sql`last_scraped_at`,
      updated_at: sql`now()`,
    })
    .where('id', '=', hotelId)
    .returningAll()
    .executeTakeFirst();
}
