import { z } from 'zod';

export const scrapeHotelJob = z.object({
  runId: z.string(),
  hotelId: z.string(),
  url: z.string(),
  model: z.string(),
  maxPages: z.number().int().min(0).max(50).optional(),
});
export type ScrapeHotelJob = z.infer<typeof scrapeHotelJob>;

export const captureSourceJob = z.object({
  hotelId: z.string(),
  sourceId: z.string(),
  url: z.string(),
  model: z.string(),
  requestedBy: z.string().nullable(),
});
export type CaptureSourceJob = z.infer<typeof captureSourceJob>;

export const generateProfileJob = z.object({
  hotelId: z.string(),
  model: z.string(),
  requestedBy: z.string().nullable(),
  reason: z.enum(['regenerate', 'after-scrape', 'after-capture']),
  runId: z.string().nullable().optional(),
});
export type GenerateProfileJob = z.infer<typeof generateProfileJob>;

/** What a capture-source job returns to whoever waits on it. */
export const captureSourceResult = z.object({ snippetsCount: z.number().int(), pageUrl: z.string() });
export type CaptureSourceResult = z.infer<typeof captureSourceResult>;
