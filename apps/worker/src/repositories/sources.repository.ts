import { sql, type Kysely } from 'kysely';
import type { Database } from '@hotel/db';

type Q = Kysely<Database>;

export interface SourceState {
  status: 'pending' | 'processing' | 'completed' | 'error';
  error?: string | null;
  httpStatus?: number | null;
  finalUrl?: string | null;
  title?: string | null;
}

/** One row per (hotel, url): a re-crawl updates the row instead of adding another. */
export async function upsertSource(db: Q, hotelId: string, url: string, state: SourceState): Promise<string> {
  const values = {
    status: state.status,
    error: state.error ?? null,
    http_status: state.httpStatus ?? null,
    final_url: state.finalUrl ?? null,
    title: state.title ?? null,
  };
  const row = await db
    .insertInto('hotel_sources')
    .values({ hotel_id: hotelId, url, ...values })
    .onConflict((oc) => oc.columns(['hotel_id', 'url']).doUpdateSet({ ...values, updated_at: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSource(db: Q, sourceId: string, state: SourceState): Promise<void> {
  await db
    .updateTable('hotel_sources')
    .set({
      status: state.status,
      error: state.error ?? null,
      http_status: state.httpStatus === undefined ? sql`http_status` : state.httpStatus,
      final_url: state.finalUrl === undefined ? sql`final_url` : state.finalUrl,
      title: state.title === undefined ? sql`title` : state.title,
      updated_at: sql`now()`,
    })
    .where('id', '=', sourceId)
    .execute();
}

export async function getSource(db: Q, sourceId: string) {
  return db.selectFrom('hotel_sources').selectAll().where('id', '=', sourceId).executeTakeFirst();
}
