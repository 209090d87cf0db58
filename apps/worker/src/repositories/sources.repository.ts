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
  /** What a re-check sends back and compares (see recheck/); absent leaves the stored ones. */
  etag?: string | null;
  lastModified?: string | null;
  contentHash?: string | null;
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
        etag: state.etag ?? null,
        last_modified: state.lastModified ?? null,
        content_hash: state.contentHash ?? null,
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
        etag: eb.ref('excluded.etag'),
        last_modified: eb.ref('excluded.last_modified'),
        content_hash: eb.ref('excluded.content_hash'),
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

/** A page of the hotel's last crawl, with what a re-check needs to ask for it again. */
export interface StoredPage {
  url: string;
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
}

/** The pages the hotel's last crawl kept (completed sources), oldest first (the homepage leads). */
export async function listStoredPages(db: Q, hotelId: string): Promise<StoredPage[]> {
  const rows = await db
    .selectFrom('hotel_sources')
    .select(['url', 'etag', 'last_modified', 'content_hash'])
    .where('hotel_id', '=', hotelId)
    .where('status', '=', 'completed')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ url: r.url, etag: r.etag, lastModified: r.last_modified, contentHash: r.content_hash }));
}

/**
 * A re-check found these pages unchanged: keep their snippets and state, take any new validators
 * the site sent (a 304 may carry a fresh ETag) and note when they were last seen.
 */
export async function touchUnchangedPages(db: Q, hotelId: string, pages: { url: string; etag: string | null; lastModified: string | null }[]): Promise<void> {
  for (const p of pages) {
    await db
      .updateTable('hotel_sources')
      .set({ etag: p.etag ?? sql`etag`, last_modified: p.lastModified ?? sql`last_modified`, updated_at: sql`now()` })
      .where('hotel_id', '=', hotelId)
      .where('url', '=', p.url)
      .execute();
  }
}
