import type { HotelRecheck, RecheckSettings } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { writeAudit } from '@hotel/domain';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './rechecks.repository.ts';

const DAY = 86_400_000;

export interface RechecksServiceDeps {
  db: Db;
  env: Pick<Env, 'RECHECK_DAYS' | 'RECHECK_MAX_PER_HOUR'>;
  clock: Clock;
}

/** Scheduled re-checks as the console sees them: the admin's pause switch and each hotel's interval. */
export function createRechecksService({ db, env, clock }: RechecksServiceDeps) {
  async function settings(): Promise<RecheckSettings> {
    const { paused, updatedAt } = await repo.getPausedSetting(db);
    return { paused, defaultDays: env.RECHECK_DAYS, maxPerHour: env.RECHECK_MAX_PER_HOUR, updatedAt: updatedAt?.toISOString() ?? null };
  }

  return {
    settings,

    /** Pauses or resumes every re-check; the change and its audit entry are one transaction. */
    async setPaused(actorId: string, paused: boolean): Promise<RecheckSettings> {
      await db.transaction().execute(async (trx) => {
        await repo.setPausedSetting(trx, paused, actorId, clock.now());
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'setting',
          entity_id: 'recheck.paused',
          action: 'updated',
          details: { field: 'Re-checks paused', value: paused },
        });
      });
      return settings();
    },

    async hotel(hotelId: string): Promise<HotelRecheck> {
      const [row, { paused }, lastItem] = await Promise.all([repo.findHotelRecheck(db, hotelId), repo.getPausedSetting(db), repo.findLastRecheckItem(db, hotelId)]);
      if (!row) throw notFound('Hotel');
      const effectiveDays = row.recheck_days ?? env.RECHECK_DAYS;
      // as the scheduler reckons it: the later of the last scrape and the last re-check, plus the interval
      const last = [row.last_scraped_at, row.last_checked_at].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        days: row.recheck_days,
        defaultDays: env.RECHECK_DAYS,
        effectiveDays,
        lastCheckedAt: row.last_checked_at?.toISOString() ?? null,
        nextCheckAt: effectiveDays > 0 && last ? new Date(last.getTime() + effectiveDays * DAY).toISOString() : null,
        paused,
        lastRecheck: lastItem
          ? {
              runId: lastItem.run_id,
              status: lastItem.status,
              pagesUnchanged: lastItem.pages_unchanged,
              pagesChanged: lastItem.pages_changed,
              error: lastItem.error,
              finishedAt: lastItem.finished_at?.toISOString() ?? null,
            }
          : null,
      };
    },

    /** Sets a hotel's interval (null = default, 0 = never), audited on the hotel. */
    async setHotelDays(actorId: string, hotelId: string, days: number | null): Promise<HotelRecheck> {
      await db.transaction().execute(async (trx) => {
        const changed = await repo.setHotelRecheckDays(trx, hotelId, days);
        if (!changed) throw notFound('Hotel');
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'hotel',
          entity_id: hotelId,
          action: 'updated',
          details: { field: 'Re-check every (days)', value: days === null ? 'Default' : days === 0 ? 'Never' : days, previous: changed.previous },
        });
      });
      return this.hotel(hotelId);
    },
  };
}

export type RechecksService = ReturnType<typeof createRechecksService>;
