import { z } from 'zod';
import { isoDate } from './common.ts';

/** What started a run: a person (console, import CLI) or the re-check scheduler. */
export const RUN_KINDS = ['scrape', 'recheck'] as const;
export const runKind = z.enum(RUN_KINDS);
export type RunKind = z.infer<typeof runKind>;

/** How the console names a run of each kind. */
export const RUN_KIND_LABELS: Record<RunKind, string> = { scrape: 'Scrape', recheck: 'Scheduled re-check' };

/** The longest per-hotel re-check interval (10 years): further out is the same as never. */
export const RECHECK_DAYS_MAX = 3650;

/** A hotel's re-check interval: null = the global default (RECHECK_DAYS), 0 = never, N = every N days. */
export const recheckDays = z
  .number({ error: 'Days must be a whole number of days, or null for the default' })
  .int('Days must be a whole number of days')
  .min(0, 'Days must be 0 (never) or more')
  .max(RECHECK_DAYS_MAX, `Days must be at most ${RECHECK_DAYS_MAX}`)
  .nullable();

export const hotelRecheckRequest = z.object({ days: recheckDays });
export type HotelRecheckRequest = z.infer<typeof hotelRecheckRequest>;

export const hotelRecheck = z.object({
  /** The hotel's own setting (null = default, 0 = never). */
  days: recheckDays,
  /** The global default in days (RECHECK_DAYS; 0 = off). */
  defaultDays: z.number().int(),
  /** The interval that applies (0 = never re-checked). */
  effectiveDays: z.number().int(),
  lastCheckedAt: isoDate.nullable(),
  /** When the next re-check is due; null when never, or before the hotel's first scrape. */
  nextCheckAt: isoDate.nullable(),
  /** An admin paused every re-check. */
  paused: z.boolean(),
  /** The hotel's latest scheduled re-check, with what it found; null before the first. */
  lastRecheck: z
    .object({
      runId: z.string(),
      status: z.enum(['pending', 'processing', 'completed', 'error']),
      pagesUnchanged: z.number().int().nullable(),
      pagesChanged: z.number().int().nullable(),
      error: z.string().nullable(),
      finishedAt: isoDate.nullable(),
    })
    .nullable(),
});
export type HotelRecheck = z.infer<typeof hotelRecheck>;

export const recheckSettings = z.object({
  paused: z.boolean(),
  /** RECHECK_DAYS (0 = only hotels with their own interval are re-checked). */
  defaultDays: z.number().int(),
  /** RECHECK_MAX_PER_HOUR: hotels re-checked per hour at most, across all workers. */
  maxPerHour: z.number().int(),
  updatedAt: isoDate.nullable(),
});
export type RecheckSettings = z.infer<typeof recheckSettings>;

export const recheckSettingsRequest = z.object({ paused: z.boolean({ error: 'paused must be true or false' }) }).strict();
export type RecheckSettingsRequest = z.infer<typeof recheckSettingsRequest>;

/** The BullMQ queue of the re-check scheduler's ticks (the workers schedule and run them). */
export const RECHECK_QUEUE = 'recheck';

/** The app_settings key of the admin's pause switch. */
export const RECHECK_PAUSED_SETTING = 'recheck.paused';
