import { sql } from 'kysely';
import type { Db } from '@hotel/db';

/** Rows fetched per cursor read: memory stays at one batch whatever the table size. */
export const EXPORT_BATCH = 1_000;

/** The current (highest) version of each hotel's profile, read through a server-side cursor. */
export function streamCurrentProfiles(db: Db) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .distinctOn('p.hotel_id')
    .select([
      'p.hotel_id',
      'p.name',
      'p.brand_name',
      'p.address',
      'p.situated',
      'p.description',
      'p.amenities',
      'p.transport_links',
      'p.nearby_attractions',
      'p.model',
      'p.generated_at',
    ])
    .orderBy('p.hotel_id', 'asc')
    .orderBy('p.version', 'desc')
    .stream(EXPORT_BATCH);
}

export function streamSnippets(db: Db) {
  return db
    .selectFrom('snippets as s')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .select(['s.id', 's.hotel_id', 'h.name as hotel_name', 's.type', 's.content', 's.source_url', 's.created_at'])
    .orderBy('s.created_at', 'asc')
    .orderBy('s.id', 'asc')
    .stream(EXPORT_BATCH);
}

/** Every stored profile change since a moment (reviewed or not), oldest first. */
export function streamChanges(db: Db, since: Date | undefined) {
  let q = db
    .selectFrom('profiles as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .leftJoin('users as u', 'u.id', 'p.reviewed_by')
    .where(sql<boolean>`jsonb_array_length(coalesce(p.changes, '[]'::jsonb)) > 0`)
    .select(['p.hotel_id', 'h.name as hotel_name', 'p.version', 'p.generated_at', 'p.model', 'p.restored_from', 'p.changes', 'p.reviewed_at', 'u.email as reviewed_by']);
  if (since) q = q.where('p.generated_at', '>=', since);
  return q.orderBy('p.generated_at', 'asc').orderBy('p.hotel_id', 'asc').orderBy('p.version', 'asc').stream(EXPORT_BATCH);
}

/** What each export will contain, from the counters kept on the hotel rows. */
export async function exportCounts(db: Db): Promise<{ profiles: number; snippets: number }> {
  const row = await db
    .selectFrom('hotels')
    .select([
      sql<number>`count(*) FILTER (WHERE has_profile)::int`.as('profiles'),
      sql<number>`coalesce(sum(snippets_count), 0)::bigint`.as('snippets'),
    ])
    .executeTakeFirstOrThrow();
  return { profiles: Number(row.profiles), snippets: Number(row.snippets) };
}
