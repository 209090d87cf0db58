import { sql, type Transaction } from 'kysely';
import type { Database, ScrapeRunRow } from '@hotel/db';
import type { Executor } from '../executor.ts';

const RUN_COLUMNS = [
  'id',
  'kind',
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

export async function insertRun(trx: Executor, run: { model: string; total: number; createdBy: string | null; kind?: 'scrape' | 'recheck' | undefined }) {
  return trx
    .insertInto('scrape_runs')
    .values({ model: run.model, total: run.total, created_by: run.createdBy, kind: run.kind ?? 'scrape' })
    .returning(RUN_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Run items travel like the hotels: one statement per chunk, two array parameters through unnest(). */
export async function insertRunItems(trx: Executor, runId: string, ids: string[], urls: string[]): Promise<void> {
  await sql`
    INSERT INTO scrape_run_items (run_id, hotel_id, url)
    SELECT ${runId}::uuid, t.id, t.url FROM unnest(${ids}::text[], ${urls}::text[]) AS t(id, url)`.execute(trx);
}

export async function insertScrapeAudits(
  trx: Executor,
  entry: { userId: string | null; runId: string; model: string; extra?: Record<string, unknown> | undefined },
  ids: string[],
  urls: string[],
  now: Date,
): Promise<void> {
  const extra = JSON.stringify(entry.extra ?? {});
  await sql`
    INSERT INTO audit_logs (created_at, user_id, entity_type, entity_id, action, details)
    SELECT ${now}::timestamptz, ${entry.userId}::uuid, 'hotel', t.id, 'scraped',
           jsonb_build_object('url', t.url, 'runId', ${entry.runId}::text, 'model', ${entry.model}::text) || ${extra}::jsonb
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
    .select(['hotel_id', 'url', 'status', 'error', 'snippets_count', 'pages_fetched', 'pages_unchanged', 'pages_changed', 'started_at', 'finished_at'])
    .where('run_id', '=', runId)
    .orderBy('hotel_id', 'asc')
    .limit(limit)
    .execute();
}

export async function getRun(db: Executor, runId: string): Promise<ScrapeRunRow | undefined> {
  return db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

/** The items of a run that ended in error, for a summary (the import CLI). */
export function listFailedRunItems(db: Executor, runId: string, limit: number) {
  return db
    .selectFrom('scrape_run_items')
    .select(['hotel_id', 'error'])
    .where('run_id', '=', runId)
    .where('status', '=', 'error')
    .orderBy('hotel_id')
    .limit(limit)
    .execute();
}

export async function findRunItemStatus(db: Executor, runId: string, hotelId: string) {
  const row = await db.selectFrom('scrape_run_items').select('status').where('run_id', '=', runId).where('hotel_id', '=', hotelId).executeTakeFirst();
  return row?.status;
}

/**
 * Marks a run item as being worked on. Returns false when the item is already final (a
 * duplicate or late job), so the caller does nothing twice.
 */
export async function startRunItem(db: Executor, runId: string, hotelId: string): Promise<boolean> {
  const row = await db
    .updateTable('scrape_run_items')
    .set({ status: 'processing', attempts: sql`attempts + 1`, started_at: sql`coalesce(started_at, now())` })
    .where('run_id', '=', runId)
    .where('hotel_id', '=', hotelId)
    .where('status', 'not in', ['completed', 'error'])
    .returning('run_id')
    .executeTakeFirst();
  return !!row;
}

export type ItemOutcome =
  | { status: 'completed'; snippetsCount: number; pagesFetched: number; pagesUnchanged?: number; pagesChanged?: number }
  | { status: 'error'; error: string; pagesFetched?: number };

export interface RunCounters {
  total: number;
  completed: number;
  failed: number;
}

/**
 * Moves an item to its final state and counts it in the run, once: the guarded UPDATE only
 * matches the first transition, so a job that runs twice (retry, stalled takeover, two workers)
 * never counts twice. Returns null when the item was already final. Pass the transaction of the
 * hotel's outcome: the run is closed in it too, so a crash after counting the last item cannot
 * leave the run 'running' forever (a retried job finds its item final and does nothing).
 */
export async function finishRunItem(
  trx: Transaction<Database>,
  runId: string,
  hotelId: string,
  outcome: ItemOutcome,
): Promise<(RunCounters & { runCompleted: boolean }) | null> {
  const item = await trx
    .updateTable('scrape_run_items')
    .set({
      status: outcome.status,
      error: outcome.status === 'error' ? outcome.error : null,
      snippets_count: outcome.status === 'completed' ? outcome.snippetsCount : sql`snippets_count`,
      pages_fetched: outcome.pagesFetched ?? sql`pages_fetched`,
      // a re-check's count of pages it found unchanged / changed (a scrape leaves them null)
      pages_unchanged: outcome.status === 'completed' && outcome.pagesUnchanged !== undefined ? outcome.pagesUnchanged : sql`pages_unchanged`,
      pages_changed: outcome.status === 'completed' && outcome.pagesChanged !== undefined ? outcome.pagesChanged : sql`pages_changed`,
      finished_at: sql`now()`,
    })
    .where('run_id', '=', runId)
    .where('hotel_id', '=', hotelId)
    .where('status', 'not in', ['completed', 'error'])
    .returning('run_id')
    .executeTakeFirst();
  if (!item) return null;
  const run = await trx
    .updateTable('scrape_runs')
    .set(outcome.status === 'completed' ? { completed: sql`completed + 1` } : { failed: sql`failed + 1` })
    .where('id', '=', runId)
    .returning(['total', 'completed', 'failed'])
    .executeTakeFirstOrThrow();
  const closed = run.completed + run.failed >= run.total ? await completeRunIfDone(trx, runId) : null;
  return { ...run, runCompleted: !!closed };
}

/** Closes the run exactly once: only the caller whose UPDATE flips 'running' gets a row back. */
export async function completeRunIfDone(db: Executor, runId: string): Promise<RunCounters | null> {
  const row = await db
    .updateTable('scrape_runs')
    .set({ status: 'completed', finished_at: sql`now()` })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .where(sql<boolean>`completed + failed >= total`)
    .returning(['total', 'completed', 'failed'])
    .executeTakeFirst();
  return row ?? null;
}

export interface RunUsage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export async function addRunUsage(db: Executor, runId: string, usage: RunUsage): Promise<void> {
  if (!usage.inputTokens && !usage.outputTokens && !usage.costUsd) return;
  await db
    .updateTable('scrape_runs')
    .set({
      input_tokens: sql`input_tokens + ${usage.inputTokens}`,
      output_tokens: sql`output_tokens + ${usage.outputTokens}`,
      cost_usd: sql`cost_usd + ${usage.costUsd}`,
    })
    .where('id', '=', runId)
    .execute();
}
