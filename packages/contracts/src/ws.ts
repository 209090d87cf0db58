import { z } from 'zod';
import { hotelStatus } from './hotels.ts';

/** Worker → Redis → API → browser. The spec's shape plus runId. */
export const progressMessage = z.object({
  type: z.literal('progress'),
  runId: z.string(),
  current: z.number().int(),
  total: z.number().int(),
  status: hotelStatus,
  hotelId: z.string(),
  hotelName: z.string().nullable().optional(),
});
export const completeMessage = z.object({
  type: z.literal('complete'),
  runId: z.string(),
  current: z.number().int(),
  total: z.number().int(),
  status: z.literal('completed'),
  hotelId: z.string().nullable(),
  completed: z.number().int(),
  failed: z.number().int(),
});
/** A hotel changed outside a run (source captured, profile regenerated): lists refetch. */
export const hotelUpdatedMessage = z.object({
  type: z.literal('hotel-updated'),
  hotelId: z.string(),
  status: hotelStatus,
  reason: z.enum(['source', 'profile', 'scrape']),
  sourceUrl: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});
export const serverMessage = z.discriminatedUnion('type', [progressMessage, completeMessage, hotelUpdatedMessage]);
export type ProgressMessage = z.infer<typeof progressMessage>;
export type CompleteMessage = z.infer<typeof completeMessage>;
export type HotelUpdatedMessage = z.infer<typeof hotelUpdatedMessage>;
export type ServerMessage = z.infer<typeof serverMessage>;

/** Browser → API: the first frame authenticates (tokens never go in the URL). */
export const clientAuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(8192) });
export type ClientAuthMessage = z.infer<typeof clientAuthMessage>;

export const WS_MAX_FRAME_BYTES = 16 * 1024;
export const WS_PROTOCOL = 'hotel-profiler.v1';
