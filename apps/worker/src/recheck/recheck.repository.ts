import { sql, type Kysely } from 'kysely';
import { RECHECK_PAUSED_SETTING } from '@hotel/contracts';
import type { Database } from '@hotel/db';

type Q = Kysely<Database>;

/** The admin's switch (app_settings, written by the API with its audit entry). */
export async function isRecheckPaused(db: Q): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', RECHECK_PAUSED_SETTING).executeTakeFirst();
  return row?.value === true;
}

/** Hotels the scheduler took for a re-check since `since` (the hourly cap counts them). */
export async function countCheckedSince(db: Q, since: Date): Promise<number> {
  const row = await db
    .selectFrom('hotels')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('last_checked_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes up to `limit` hotels whose re-check is due, most overdue first, and stamps them checked
 * now, so the next tick (or another worker's) does not take them again. Due: scraped at least
 * once, not in a run right now, an interval above 0 (its own, else `defaultDays`), and that many
 * days since its last scrape or re-check, whichever is later.
 */
export async function claimDueHotels(db: Q, now: Date, defaultDays: number, limit: number): Promise<{ id: string; url: string }[]> {
  if (limit <= 0) return [];
  const { rows } = await sql<{ id: string; url: string }>`
    WITH due AS (
      SELECT id FROM hotels
      WHERE homepage_url IS NOT NULL
        AND last_scraped_at IS NOT NULL
        AND status IN ('completed', 'error')
        AND coalesce(recheck_days, ${defaultDays}::int) > 0
        AND greatest(last_scraped_at, last_checked_at) + make_interval(days => coalesce(recheck_days, ${defaultDays}::int)) <= ${now}::timestamptz
      ORDER BY greatest(last_scraped_at, last_checked_at) + make_interval(days => coalesce(recheck_days, ${defaultDays}::int)), id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE hotels h SET last_checked_at = ${now}::timestamptz
    FROM due WHERE h.id = due.id
    RETURNING h.id, h.homepage_url AS url`.execute(db);
  return rows;
}
