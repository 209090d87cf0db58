import { z } from 'zod';
import { hotelId, httpUrl, isoDate, wellFormedString } from './common.ts';
import { CSV_MAX_ROWS } from './csv.ts';
import { runKind } from './rechecks.ts';

export const scrapeRequest = z.object({
  hotels: z
    .array(z.object({ hotelId, url: httpUrl }))
    .min(1, 'No CSV data to process')
    .max(CSV_MAX_ROWS, `At most ${CSV_MAX_ROWS} hotels per run`),
  model: wellFormedString('Model').min(1).max(100).optional(),
});
export type ScrapeRequest = z.infer<typeof scrapeRequest>;

export const scrapeResponse = z.object({ runId: z.string(), total: z.number().int() });
export type ScrapeResponse = z.infer<typeof scrapeResponse>;

export const RUN_STATUSES = ['running', 'completed', 'cancelled'] as const;
export const RUN_ITEM_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;

export const run = z.object({
  id: z.string(),
  kind: runKind,
  model: z.string(),
  status: z.enum(RUN_STATUSES),
  total: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
  createdBy: z.string().nullable(),
});
export type Run = z.infer<typeof run>;

export const runItem = z.object({
  hotelId: z.string(),
  url: z.string(),
  status: z.enum(RUN_ITEM_STATUSES),
  error: z.string().nullable(),
  snippetsCount: z.number().int(),
  pagesFetched: z.number().int(),
  /** Pages a re-check found unchanged / changed; null for a scrape. */
  pagesUnchanged: z.number().int().nullable(),
  pagesChanged: z.number().int().nullable(),
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type RunItem = z.infer<typeof runItem>;

export const runDetail = run.extend({ items: z.array(runItem) });
export type RunDetail = z.infer<typeof runDetail>;
