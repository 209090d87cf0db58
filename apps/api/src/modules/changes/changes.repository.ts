import { sql } from 'kysely';
import type { ProfileFieldName } from '@hotel/contracts';
import { PROFILE_FIELD_COLUMNS, type Executor } from '@hotel/domain';

/** A version that changed something: its stored diff holds at least one field. */
const hasChanges = sql<boolean>`jsonb_array_length(coalesce(p.changes, '[]'::jsonb)) > 0`;

export interface ChangeFilter {
  since?: Date;
  field?: ProfileFieldName;
  hotelId?: string;
}

/**
 * The review queue: per hotel, its latest version that changed something, when nobody has
 * reviewed it. A later version that changed nothing (an unchanged re-check) keeps the change in
 * the queue; a later change replaces it. Served by profiles_unreviewed_changes_idx.
 */
function unreviewed(db: Executor, filter: ChangeFilter) {
  let q = db
    .selectFrom('profiles as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .where('p.reviewed_at', 'is', null)
    .where(hasChanges)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('profiles as n')
            .select(sql`1`.as('one'))
            .whereRef('n.hotel_id', '=', 'p.hotel_id')
            .whereRef('n.version', '>', 'p.version')
            .where(sql<boolean>`jsonb_array_length(coalesce(n.changes, '[]'::jsonb)) > 0`),
        ),
      ),
    );
  if (filter.hotelId) q = q.where('p.hotel_id', '=', filter.hotelId);
  if (filter.since) q = q.where('p.generated_at', '>=', filter.since);
  if (filter.field) q = q.where(sql<boolean>`p.changes @> ${JSON.stringify([{ field: filter.field }])}::jsonb`);
  return q;
}

const ENTRY_COLUMNS = [
  'p.hotel_id',
  'h.name as hotel_name',
  'p.version',
  'p.generated_at',
  'p.model',
  'p.restored_from',
  'p.changes',
  'p.reviewed_at',
] as const;

function withReviewer<T extends ReturnType<typeof unreviewed>>(q: T) {
  return q.leftJoin('users as u', 'u.id', 'p.reviewed_by').select([...ENTRY_COLUMNS, 'u.email as reviewed_by_email']);
}

export function listUnreviewed(db: Executor, filter: ChangeFilter, limit: number, offset: number) {
  return withReviewer(unreviewed(db, filter))
    .orderBy('p.generated_at', 'desc')
    .orderBy('p.hotel_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type ChangeRecord = Awaited<ReturnType<typeof listUnreviewed>>[number];

export async function countUnreviewed(db: Executor, filter: ChangeFilter): Promise<number> {
  const row = await unreviewed(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findHotel(db: Executor, hotelId: string) {
  return db.selectFrom('hotels').select(['id', 'name', 'status']).where('id', '=', hotelId).executeTakeFirst();
}

/** Marks every unreviewed changed version of the hotel reviewed; answers the versions marked. */
export async function markReviewed(db: Executor, hotelId: string, userId: string, at: Date): Promise<number[]> {
  const rows = await db
    .updateTable('profiles as p')
    .set({ reviewed_at: at, reviewed_by: userId })
    .where('p.hotel_id', '=', hotelId)
    .where('p.reviewed_at', 'is', null)
    .where(hasChanges)
    .returning('p.version')
    .execute();
  return rows.map((r) => r.version).sort((a, b) => a - b);
}

const VERSION_COLUMNS = ['version', ...PROFILE_FIELD_COLUMNS, 'provenance', 'model', 'prompt_version'] as const;

export function findVersion(db: Executor, hotelId: string, version: number) {
  return db.selectFrom('profiles').select(VERSION_COLUMNS).where('hotel_id', '=', hotelId).where('version', '=', version).executeTakeFirst();
}

export async function latestVersion(db: Executor, hotelId: string): Promise<number | null> {
  const row = await db.selectFrom('profiles').select('version').where('hotel_id', '=', hotelId).orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row?.version ?? null;
}
