import { RECHECK_PAUSED_SETTING } from '@hotel/contracts';
import type { Executor } from '@hotel/domain';

export async function getPausedSetting(db: Executor): Promise<{ paused: boolean; updatedAt: Date | null }> {
  const row = await db.selectFrom('app_settings').select(['value', 'updated_at']).where('key', '=', RECHECK_PAUSED_SETTING).executeTakeFirst();
  return { paused: row?.value === true, updatedAt: row?.updated_at ?? null };
}

export async function setPausedSetting(trx: Executor, paused: boolean, userId: string, now: Date): Promise<Date> {
  const row = await trx
    .insertInto('app_settings')
    .values({ key: RECHECK_PAUSED_SETTING, value: JSON.stringify(paused), updated_at: now, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(paused), updated_at: now, updated_by: userId }))
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return row.updated_at;
}

/** The hotel's item in its latest "recheck" run. */
export function findLastRecheckItem(db: Executor, hotelId: string) {
  return db
    .selectFrom('scrape_run_items as i')
    .innerJoin('scrape_runs as r', 'r.id', 'i.run_id')
    .select(['i.run_id', 'i.status', 'i.pages_unchanged', 'i.pages_changed', 'i.error', 'i.finished_at'])
    .where('i.hotel_id', '=', hotelId)
    .where('r.kind', '=', 'recheck')
    .orderBy('r.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findHotelRecheck(db: Executor, hotelId: string) {
  return db.selectFrom('hotels').select(['recheck_days', 'last_checked_at', 'last_scraped_at']).where('id', '=', hotelId).executeTakeFirst();
}

/** Sets the hotel's own interval (pass a transaction); undefined when there is no such hotel. */
export async function setHotelRecheckDays(trx: Executor, hotelId: string, days: number | null): Promise<{ previous: number | null } | undefined> {
  const old = await trx.selectFrom('hotels').select('recheck_days').where('id', '=', hotelId).forUpdate().executeTakeFirst();
  if (!old) return undefined;
  await trx.updateTable('hotels').set({ recheck_days: days }).where('id', '=', hotelId).execute();
  return { previous: old.recheck_days };
}
