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

/**
 * Undoes the promise of a committed run whose jobs the queue refused (an outage): the run is
 * cancelled, so workers skip any job of it that did reach the queue; every item no worker has
 * taken becomes `error` with the reason and counts as failed; and every hotel still pending for
 * this run goes to `error` with the same reason, so none waits forever for a job that will not
 * come. Hotels a later run took over (last_run_id) or a worker already started are left alone.
 * Pass a transaction; the hotels are locked in id order, as a run start locks them.
 */
export async function abandonRun(
  trx: Transaction<Database>,
  entry: { runId: string; reason: string; now: Date },
): Promise<{ failedItems: number; hotels: number }> {
  const { runId, reason, now } = entry;
  const run = await trx.selectFrom('scrape_runs').select('id').where('id', '=', runId).forUpdate().executeTakeFirst();
  if (!run) return { failedItems: 0, hotels: 0 };
  const hotels = await sql`
    UPDATE hotels SET status = 'error', status_reason = ${reason}, updated_at = ${now}::timestamptz
    WHERE id IN (
      SELECT h.id FROM hotels h
      JOIN scrape_run_items i ON i.run_id = ${runId}::uuid AND i.hotel_id = h.id
      WHERE h.last_run_id = ${runId}::uuid AND h.status = 'pending' AND i.status = 'pending'
      ORDER BY h.id
      FOR UPDATE OF h)`.execute(trx);
  const items = await trx
    .updateTable('scrape_run_items')
    .set({ status: 'error', error: reason, finished_at: now })
    .where('run_id', '=', runId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const failedItems = Number(items.numUpdatedRows);
  await trx
    .updateTable('scrape_runs')
    .set({ status: 'cancelled', finished_at: now, failed: sql`failed + ${failedItems}` })
    .where('id', '=', runId)
    .execute();
  return { failedItems, hotels: Number(hotels.numAffectedRows ?? 0n) };
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
