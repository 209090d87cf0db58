import { sql, type Kysely } from 'kysely';
import type { Database, ScrapeRunRow } from '@hotel/db';
import type { Usage } from '../ai/types.ts';

type Q = Kysely<Database>;

export async function getRun(db: Q, runId: string): Promise<ScrapeRunRow | undefined> {
  return db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

/**
 * Marks a run item as being worked on. Returns false when the item is already final (a
 * duplicate or late job), so the caller does nothing twice.
 */
export async function startRunItem(db: Q, runId: string, hotelId: string): Promise<boolean> {
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
  | { status: 'completed'; snippetsCount: number; pagesFetched: number }
  | { status: 'error'; error: string; pagesFetched?: number };

export interface RunCounters {
  total: number;
  completed: number;
  failed: number;
}

/**
 * Moves an item to its final state and counts it in the run, once: the guarded UPDATE only
 * matches the first transition, so a job that runs twice (retry, stalled takeover, two workers)
 * never counts twice. Returns null when the item was already final.
 */
export async function finishRunItem(
  db: Q,
  runId: string,
  hotelId: string,
  outcome: ItemOutcome,
): Promise<(RunCounters & { runCompleted: boolean }) | null> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .updateTable('scrape_run_items')
      .set({
        status: outcome.status,
        error: outcome.status === 'error' ? outcome.error : null,
        snippets_count: outcome.status === 'completed' ? outcome.snippetsCount : sql`snippets_count`,
        pages_fetched: outcome.pagesFetched ?? sql`pages_fetched`,
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
    // Closed in the same transaction: a crash after counting the last item cannot leave the
    // run 'running' forever (a retried job finds its item final and does nothing).
    const closed = run.completed + run.failed >= run.total ? await completeRunIfDone(trx, runId) : null;
    return { ...run, runCompleted: !!closed };
  });
}

/** Closes the run exactly once: only the caller whose UPDATE flips 'running' gets a row back. */
export async function completeRunIfDone(db: Q, runId: string): Promise<RunCounters | null> {
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

export async function addRunUsage(db: Q, runId: string, usage: Usage): Promise<void> {
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
