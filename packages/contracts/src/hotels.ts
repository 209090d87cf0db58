import { z } from 'zod';
import { hotelId, httpUrl, isoDate, pageQuery, wellFormedString } from './common.ts';

export const HOTEL_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;
export const hotelStatus = z.enum(HOTEL_STATUSES);
export type HotelStatus = z.infer<typeof hotelStatus>;

export const hotel = z.object({
  id: z.string(),
  name: z.string().nullable(),
  brandName: z.string().nullable(),
  homepageUrl: z.string().nullable(),
  status: hotelStatus,
  /** Why the last scrape failed, in words a person can act on. */
  statusReason: z.string().nullable(),
  snippetsCount: z.number().int(),
  hasProfile: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  lastScrapedAt: isoDate.nullable(),
});
export type Hotel = z.infer<typeof hotel>;

export const HOTEL_SORTS = ['updatedAt', '-updatedAt', 'id', '-id', 'name', '-name', 'snippetsCount', '-snippetsCount'] as const;

/** GET /api/hotels — the body is Hotel[]; totals travel in PAGINATION_HEADERS. */
export const listHotelsQuery = pageQuery.extend({
  q: wellFormedString('Search').trim().max(200).optional(),
  status: hotelStatus.optional(),
  sort: z.enum(HOTEL_SORTS).default('-updatedAt'),
});
export type ListHotelsQuery = z.infer<typeof listHotelsQuery>;

export const hotelIdParams = z.object({ id: hotelId });

export const hotelSourceStatus = z.enum(['pending', 'processing', 'completed', 'error']);
export const hotelSource = z.object({
  id: z.string(),
  hotelId: z.string(),
  url: z.string(),
  status: hotelSourceStatus,
  error: z.string().nullable(),
  snippetsCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type HotelSource = z.infer<typeof hotelSource>;

export const scrapeSourceRequest = z.object({ url: httpUrl, model: wellFormedString('Model').min(1).max(100).optional() });
export type ScrapeSourceRequest = z.infer<typeof scrapeSourceRequest>;

/**
 * POST /api/hotels/{id}/scrape-source waits for the capture (up to a bound):
 * 200 with status 'completed', 422 UNPROCESSABLE with the reason when the page cannot be captured,
 * or 202 with status 'queued' when it is still running.
 */
export const scrapeSourceResponse = z.object({
  sourceId: z.string(),
  jobId: z.string(),
  status: z.enum(['queued', 'completed']),
  snippetsCount: z.number().int(),
});
export type ScrapeSourceResponse = z.infer<typeof scrapeSourceResponse>;

export const regenerateProfileRequest = z.object({ model: wellFormedString('Model').min(1).max(100).optional() });
export const regenerateProfileResponse = z.object({ jobId: z.string(), status: z.literal('queued') });
export type RegenerateProfileResponse = z.infer<typeof regenerateProfileResponse>;

export const statsResponse = z.object({
  totalHotels: z.number().int(),
  totalSnippets: z.number().int(),
  totalProfiles: z.number().int(),
  /** Hotels pending or processing (spec section 4). */
  pendingScrapes: z.number().int(),
  byStatus: z.object({
    pending: z.number().int(),
    processing: z.number().int(),
    completed: z.number().int(),
    error: z.number().int(),
  }),
});
export type StatsResponse = z.infer<typeof statsResponse>;
