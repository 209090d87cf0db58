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

/**
 * Every dashboard count in one pass over hotels: snippets_count and has_profile are kept on the
 * hotel row, so neither the snippets nor the profiles table is read.
 */
export async function readStats(db: Db): Promise<StatsRow> {
  const row = await db
    .selectFrom('hotels')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE status = 'pending')::int`.as('pending'),
      sql<number>`count(*) FILTER (WHERE status = 'processing')::int`.as('processing'),
      sql<number>`count(*) FILTER (WHERE status = 'completed')::int`.as('completed'),
      sql<number>`count(*) FILTER (WHERE status = 'error')::int`.as('error'),
      sql<number>`coalesce(sum(snippets_count), 0)::bigint`.as('snippets'),
      sql<number>`count(*) FILTER (WHERE has_profile)::int`.as('profiles'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    processing: Number(row.processing),
    completed: Number(row.completed),
    error: Number(row.error),
    snippets: Number(row.snippets),
    profiles: Number(row.profiles),
  };
}
