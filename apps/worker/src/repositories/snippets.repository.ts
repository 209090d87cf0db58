import { sql, type Kysely } from 'kysely';
import type { ExtractedSnippet, SnippetType } from '@hotel/contracts';
import type { Database } from '@hotel/db';
import type { SnippetForProfile } from '../ai/types.ts';

type Q = Kysely<Database>;

const CHUNK = 500;

/**
 * Inserts snippets idempotently: (hotel, source URL, content hash) is unique, so a job that
 * runs twice stores each snippet once. Returns how many rows were new.
 */
export async function insertSnippets(
  db: Q,
  hotelId: string,
  snippets: (ExtractedSnippet & { sourceId: string | null })[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < snippets.length; i += CHUNK) {
    const rows = snippets.slice(i, i + CHUNK).map((s) => ({
      hotel_id: hotelId,
      source_id: s.sourceId,
      type: s.type,
      content: s.content,
      source_url: s.sourceUrl,
      page_url: s.pageUrl,
      method: s.method,
      section: s.section,
      content_hash: s.contentHash,
    }));
    const out = await db
      .insertInto('snippets')
      .values(rows)
      .onConflict((oc) => oc.columns(['hotel_id', 'source_url', 'content_hash']).doNothing())
      .returning('id')
      .execute();
    inserted += out.length;
  }
  return inserted;
}

/**
 * A re-check re-read these pages and they changed: their snippets that the new content no longer
 * has go (a removed amenity must leave the profile). Snippets staff added by hand stay. Returns
 * how many were deleted.
 */
export async function deleteStaleSnippets(db: Q, hotelId: string, pages: { sourceUrl: string; keepHashes: string[] }[]): Promise<number> {
  let deleted = 0;
  for (const page of pages) {
    const r = await db
      .deleteFrom('snippets')
      .where('hotel_id', '=', hotelId)
      .where('source_url', '=', page.sourceUrl)
      .where('method', '!=', 'manual')
      .$if(page.keepHashes.length > 0, (q) => q.where(sql<boolean>`content_hash <> ALL(${page.keepHashes}::text[])`))
      .executeTakeFirst();
    deleted += Number(r.numDeletedRows);
  }
  return deleted;
}

export async function listSnippetsForProfile(db: Q, hotelId: string): Promise<SnippetForProfile[]> {
  const rows = await db
    .selectFrom('snippets')
    .select(['id', 'type', 'content', 'source_url', 'page_url', 'method', 'section'])
    .where('hotel_id', '=', hotelId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as SnippetType,
    content: r.content,
    sourceUrl: r.source_url,
    pageUrl: r.page_url,
    method: r.method,
    section: r.section,
  }));
}
