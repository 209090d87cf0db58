import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@hotel/db';

type Executor = Kysely<Database> | Transaction<Database>;

const RUN_COLUMNS = [
  'id',
  'model',
  'status',
  'total',
  'completed',
  'failed',
  'input_tokens',
  'output_tokens',
  'cost_usd',
  'created_at',
  'finished_at',
  'created_by',
] as const;

export async function insertRun(trx: Executor, run: { model: string; total: number; createdBy: string }) {
  return trx
    .insertInto('scrape_runs')
    .values({ model: run.model, total: run.total, created_by: run.createdBy })
    .returning(RUN_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * One statement per chunk, the rows travelling as two array parameters through unnest():
 * a 100,000-hotel run is 20 statements instead of 100,000, and far below the bind limit.
 */
export async function upsertPendingHotels(trx: Executor, runId: string, ids: string[], urls: string[], now: Date): Promise<void> {
  await sql`
    INSERT INTO hotels (id, homepage_url, status, status_reason, last_run_id, updated_at)
    SELECT t.id, t.url, 'pending', NULL, ${runId}::uuid, ${now}::timestamptz
    FROM unnest(${ids}::text[], ${urls}::text[]) AS t(id, url)
    ON CONFLICT (id) DO UPDATE SET
      homepage_url = excluded.homepage_url,
      status = 'pending',
      status_reason = NULL,
      last_run_id = excluded.last_run_id,
      updated_at = excluded.updated_at`.execute(trx);
}

export async function insertRunItems(trx: Executor, runId: string, ids: string[], urls: string[]): Promise<void> {
  await sql`
    INSERT INTO scrape_run_items (run_id, hotel_id, url)
    SELECT ${runId}::uuid, t.id, t.url FROM unnest(${ids}::text[], ${urls}::text[]) AS t(id, url)`.execute(trx);
}

export async function insertScrapeAudits(
  trx: Executor,
  entry: { userId: string; runId: string; model: string },
  ids: string[],
  urls: string[],
  now: Date,
): Promise<void> {
  await sql`
    INSERT INTO audit_logs (created_at, user_id, entity_type, entity_id, action, details)
    SELECT ${now}::timestamptz, ${entry.userId}::uuid, 'hotel', t.id, 'scraped',
           jsonb_build_object('url', t.url, 'runId', ${entry.runId}::text, 'model', ${entry.model}::text)
    FROM unnest(${ids}::text[], ${urls}::text[]) AS t(id, url)`.execute(trx);
}

export async function cancelRun(db: Executor, runId: string, now: Date): Promise<void> {
  await db.updateTable('scrape_runs').set({ status: 'cancelled', finished_at: now }).where('id', '=', runId).execute();
}

export function listRecentRuns(db: Executor, limit: number) {
  return db.selectFrom('scrape_runs').select(RUN_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function findRun(db: Executor, id: string) {
  return db.selectFrom('scrape_runs').select(RUN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type RunRecord = NonNullable<Awaited<ReturnType<typeof findRun>>>;

export function listRunItems(db: Executor, runId: string, limit: number) {
  return db
    .selectFrom('scrape_run_items')
    .select(['hotel_id', 'url', 'status', 'error', 'snippets_count', 'pages_fetched', 'started_at', 'finished_at'])
    .where('run_id', '=', runId)
    .orderBy('hotel_id', 'asc')
    .limit(limit)
    .execute();
}
