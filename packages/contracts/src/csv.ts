import { z } from 'zod';
import { wellFormedString } from './common.ts';

export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_MAX_ROWS = 100_000;

export const csvRow = z.object({ hotelId: z.string(), url: z.string() });
export type CsvRow = z.infer<typeof csvRow>;

export const parseCsvRequest = z.object({
  // The parser reads bytes: a lone surrogate would silently become U+FFFD inside an id.
  content: wellFormedString('CSV').max(CSV_MAX_BYTES, `CSV must be at most ${CSV_MAX_BYTES / 1024 / 1024} MB`),
});
export const parseCsvResponse = z.object({
  data: z.array(csvRow),
  isValid: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type ParseCsvResponse = z.infer<typeof parseCsvResponse>;
