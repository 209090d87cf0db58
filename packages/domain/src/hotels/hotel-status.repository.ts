import { sql } from 'kysely';
import type { HotelRow } from '@hotel/db';
import type { Executor } from '../executor.ts';

type Q = Executor;

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

/**
 * One statement per chunk, the rows travelling as two array parameters through unnest():
 * a 100,000-hotel run is 20 statements instead of 100,000, and far below the bind limit.
 */
export async function upsertPendingHotels(trx: Executor, runId: string, ids: string[], urls: string[], now: Date): Promise<void> {
  await sql`
    INSERT INTO hotels (id, homepage_url, status, status_reason, last_run_id, updated_at)
    SELECT t.id, t.url, 'pending', NULL, ${runId}::uuid, ${now}::timestamptz
    FROM unnest(${ids}::text[], ${urls}::text[]) AS t(id, url)
    ON CONFLICT (id) DO UPDATE SET
      homepage_url = excluded.homepage_url,
      status = 'pending',
      status_reason = NULL,
      last_run_id = excluded.last_run_id,
      updated_at = excluded.updated_at`.execute(trx);
}


export async function getSnippetsCount(db: Q, hotelId: string): Promise<number> {
  const row = await db.selectFrom('hotels').select('snippets_count').where('id', '=', hotelId).executeTakeFirst();
  return row?.snippets_count ?? 0;
}
