import { sql, type Kysely } from 'kysely';
import type { Database } from '@hotel/db';

type Q = Kysely<Database>;

/** Rows per DELETE: a purge of a large backlog never holds one long lock over the table. */
const DELETE_BATCH = 5_000;

async function deleteInBatches(run: () => Promise<bigint>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = Number(await run());
    total += n;
    if (n < DELETE_BATCH) return total;
  }
}

/** Refresh tokens past their expiry can no longer be used, so they prove nothing about reuse either. */
export function deleteExpiredRefreshTokens(db: Q, now: Date): Promise<number> {
  return deleteInBatches(async () => {
    const r = await db
      .deleteFrom('refresh_tokens')
      .where('id', 'in', db.selectFrom('refresh_tokens').select('id').where('expires_at', '<', now).limit(DELETE_BATCH))
      .executeTakeFirst();
    return r.numDeletedRows;
  });
}

export function deleteExpiredVerificationTokens(db: Q, now: Date): Promise<number> {
  return deleteInBatches(async () => {
    const r = await db
      .deleteFrom('email_verification_tokens')
      .where('id', 'in', db.selectFrom('email_verification_tokens').select('id').where('expires_at', '<', now).limit(DELETE_BATCH))
      .executeTakeFirst();
    return r.numDeletedRows;
  });
}

export function deleteAuditBefore(db: Q, cutoff: Date): Promise<number> {
  return deleteInBatches(async () => {
    const r = await db
      .deleteFrom('audit_logs')
      .where('id', 'in', db.selectFrom('audit_logs').select('id').where('created_at', '<', cutoff).limit(DELETE_BATCH))
      .executeTakeFirst();
    return r.numDeletedRows;
  });
}

export interface StuckHotel {
  id: string;
  /** The run item still open for this hotel in its last run, with that run's model. */
  openItem: { runId: string; url: string; model: string } | null;
}

/** Hotels `processing` since before the cutoff, with their open run item when a run left them there. */
export async function findStuckHotels(db: Q, cutoff: Date, limit = 1_000): Promise<StuckHotel[]> {
  const rows = await db
    .selectFrom('hotels as h')
    .leftJoin('scrape_run_items as i', (j) =>
      j.onRef('i.run_id', '=', 'h.last_run_id').onRef('i.hotel_id', '=', 'h.id').on('i.status', 'in', ['pending', 'processing']),
    )
    .leftJoin('scrape_runs as r', 'r.id', 'i.run_id')
    .select(['h.id', 'i.run_id', 'i.url', 'r.model'])
    .where('h.status', '=', 'processing')
    .where('h.updated_at', '<', cutoff)
    .orderBy('h.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, openItem: r.run_id && r.url && r.model ? { runId: r.run_id, url: r.url, model: r.model } : null }));
}

/**
 * Puts a hotel that is still `processing` since before the cutoff into `error`, with its audit
 * entry in the same transaction; false when something finished it in the meantime.
 */
export async function failStuckHotel(db: Q, hotelId: string, cutoff: Date, reason: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('hotels')
      .set({ status: 'error', status_reason: reason, updated_at: sql`now()` })
      .where('id', '=', hotelId)
      .where('status', '=', 'processing')
      .where('updated_at', '<', cutoff)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('audit_logs')
      .values({ user_id: null, entity_type: 'hotel', entity_id: hotelId, action: 'updated', details: JSON.stringify({ status: 'error', reason }) })
      .execute();
    return true;
  });
}
