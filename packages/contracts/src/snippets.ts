import { z } from 'zod';
import { isoDate } from './common.ts';

/** The spec's known types first (section 3), then the ones the extractor adds. */
export const KNOWN_SNIPPET_TYPES = [
  'hotel_name',
  'name',
  'address',
  'description',
  'amenity',
  'amenities',
  'point_of_interest',
  'dining',
  'meetings_events',
  'contact',
  'policy',
] as const;
export const SNIPPET_TYPES = [...KNOWN_SNIPPET_TYPES, 'transport', 'brand', 'geo', 'room', 'other'] as const;
export const snippetType = z.enum(SNIPPET_TYPES);
export type SnippetType = z.infer<typeof snippetType>;

export const SNIPPET_METHODS = ['json-ld', 'microdata', 'rdfa', 'meta', 'text', 'llm', 'manual'] as const;
export const snippetMethod = z.enum(SNIPPET_METHODS);
export type SnippetMethod = z.infer<typeof snippetMethod>;

export const snippet = z.object({
  id: z.string(),
  hotelId: z.string(),
  type: snippetType,
  content: z.string(),
  /** The source the snippet belongs to: the crawled page, or the URL a person added. */
  sourceUrl: z.string(),
  /** Where the content actually came from after redirects. */
  pageUrl: z.string(),
  method: snippetMethod,
  /** Section heading or selector the content sits under. */
  section: z.string().nullable(),
  contentHash: z.string(),
  createdAt: isoDate,
});
export type Snippet = z.infer<typeof snippet>;

export const snippetIdParams = z.object({ id: z.string().uuid('Snippet id must be a UUID') });

/** What the extractor produces before it is stored (no id yet). */
export const extractedSnippet = z.object({
  type: snippetType,
  content: z.string().min(1).max(20_000),
  sourceUrl: z.string(),
  pageUrl: z.string(),
  method: snippetMethod,
  section: z.string().nullable(),
  contentHash: z.string(),
});
export type ExtractedSnippet = z.infer<typeof extractedSnippet>;
