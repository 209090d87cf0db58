import { z } from 'zod';
import { isoDate } from './common.ts';

/** The fields a profile is made of; the generators (built-in and LLM) fill exactly these. */
export const profileFields = z.object({
  name: z.string().nullable().describe('Official hotel name as the hotel itself writes it'),
  brandName: z.string().nullable().describe('Chain or brand, null for independent properties'),
  address: z.string().nullable().describe('Full postal address on one line'),
  situated: z.string().nullable().describe('Short factual phrase on where the hotel is'),
  description: z.string().nullable().describe('Neutral 2-4 sentence description based only on the snippets'),
  amenities: z.array(z.string()).describe('Normalized, deduplicated hotel amenities'),
  transportLinks: z.array(z.string()).describe('Airports, stations, metro, bus, shuttle, taxi, with time or distance when stated'),
  nearbyAttractions: z.array(z.string()).describe('Named attractions near the hotel'),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** Field path ('name', 'amenities.2', ...) → ids of the snippets that support it. */
export const provenance = z.record(z.string(), z.array(z.string()));
export type Provenance = z.infer<typeof provenance>;

export const profile = profileFields.extend({
  id: z.string(),
  hotelId: z.string(),
  version: z.number().int(),
  generatedAt: isoDate,
  model: z.string(),
  promptVersion: z.number().int().nullable(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
  durationMs: z.number().int(),
  provenance,
});
export type Profile = z.infer<typeof profile>;

export const profileVersionSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  model: z.string(),
  generatedAt: isoDate,
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
});
export type ProfileVersionSummary = z.infer<typeof profileVersionSummary>;

export const profileVersionParams = z.object({
  id: z.string().min(1).max(100),
  version: z.coerce.number().int().min(1),
});
