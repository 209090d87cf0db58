import { sql } from 'kysely';
import type { Db } from '@hotel/db';

export interface StatsRow {
  total: number;
  pending: number;
  processing: number;
  completed: number;
  error: number;
  snippets: number;
  profiles: number;
}

/** Above this many delta rows a read folds them into one, so reads stay a handful of rows. */
const COMPACT_ABOVE_ROWS = 100;
const COMPACT_LOCK = 0x686f7463; // any constant; only compactions take it

/**
 * Every dashboard count from hotel_counters (migration 0004): delta rows appended by triggers
 * on hotels, summed here. Exact and transactional like count(*), but a few rows instead of
 * 100,000, so the dashboard costs the same at any size.
 */
export async function readStats(db: Db): Promise<StatsRow & { rows: number }> {
  const { rows } = await sql<StatsRow & { rows: number }>`
    SELECT count(*)::int AS rows,
           coalesce(sum(total), 0)::bigint AS total,
           coalesce(sum(pending), 0)::bigint AS pending,
           coalesce(sum(processing), 0)::bigint AS processing,
           coalesce(sum(completed), 0)::bigint AS completed,
           coalesce(sum(error), 0)::bigint AS error,
           coalesce(sum(snippets), 0)::bigint AS snippets,
           coalesce(sum(profiles), 0)::bigint AS profiles
    FROM hotel_counters`.execute(db);
  const row = rows[0]!;
  return {
    rows: Number(row.rows),
    total: Number(row.total),
    pending: Number(row.pending),
    processing: Number(row.processing),
    completed: Number(row.completed),
    error: Number(row.error),
    snippets: Number(row.snippets),
    profiles: Number(row.profiles),
  };
}

/** Folds the delta rows into one; a no-op when another compaction is already running. */
export async function compactCounters(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${COMPACT_LOCK}) AS locked`.execute(trx);
    if (rows[0]?.locked) await sql`SELECT hotel_counters_compact()`.execute(trx);
  });
}

export function needsCompaction(rows: number): boolean {
  return rows > COMPACT_ABOVE_ROWS;
}
