import { sql, type Kysely } from 'kysely';
import type { Database } from '@hotel/db';

type Q = Kysely<Database>;

export interface SourceState {
  status: 'pending' | 'processing' | 'completed' | 'error';
  error?: string | null;
  httpStatus?: number | null;
  finalUrl?: string | null;
  title?: string | null;
  /** How the page was fetched (a client-rendered page rendered in the browser says 'browser'). */
  fetchedVia?: 'http' | 'browser' | 'scrapingbee' | null;
}

/**
 * One row per (hotel, url): a re-crawl updates the row instead of adding another. All pages of a
 * crawl go in one statement (one round trip per hotel, not one per page). Returns the row id by
 * URL; a URL given twice keeps its last state, as sequential upserts would.
 */
export async function upsertSources(db: Q, hotelId: string, sources: { url: string; state: SourceState }[]): Promise<Map<string, string>> {
  const byUrl = new Map(sources.map((s) => [s.url, s.state]));
  if (byUrl.size === 0) return new Map();
  const rows = await db
    .insertInto('hotel_sources')
    .values(
      [...byUrl].map(([url, state]) => ({
        hotel_id: hotelId,
        url,
        status: state.status,
        error: state.error ?? null,
        http_status: state.httpStatus ?? null,
        final_url: state.finalUrl ?? null,
        title: state.title ?? null,
        fetched_via: state.fetchedVia ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['hotel_id', 'url']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        error: eb.ref('excluded.error'),
        http_status: eb.ref('excluded.http_status'),
        final_url: eb.ref('excluded.final_url'),
        title: eb.ref('excluded.title'),
        fetched_via: eb.ref('excluded.fetched_via'),
        updated_at: sql`now()`,
      })),
    )
    .returning(['id', 'url'])
    .execute();
  return new Map(rows.map((r) => [r.url, r.id]));
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
      fetched_via: state.fetchedVia === undefined ? sql`fetched_via` : state.fetchedVia,
      updated_at: sql`now()`,
    })
    .where('id', '=', sourceId)
    .execute();
}

export async function getSource(db: Q, sourceId: string) {
  return db.selectFrom('hotel_sources').selectAll().where('id', '=', sourceId).executeTakeFirst();
}
