import { z } from 'zod';

const snippetRefs = z.array(z.string()).describe('Refs (like "s3") of the snippets that support this value');

const supportedText = z.object({
  value: z.string().nullable().describe('The value, or null when no snippet supports it'),
  snippetRefs,
});

const supportedItem = z.object({
  text: z.string().describe('One short item'),
  snippetRefs,
});

/** What the LLM returns: every field with the snippets behind it, so provenance is per field. */
export const profileAnswer = z.object({
  name: supportedText.describe('Official hotel name as the hotel itself writes it'),
  brandName: supportedText.describe('Chain or brand, null for independent properties'),
  address: supportedText.describe('Full postal address on one line'),
  situated: supportedText.describe('Short factual phrase on where the hotel is (district, city, landmark)'),
  description: supportedText.describe('Neutral 2-4 sentence description based only on the snippets'),
  amenities: z.array(supportedItem).describe('Normalized, deduplicated hotel amenities ("Free WiFi", "Outdoor pool")'),
  transportLinks: z
    .array(supportedItem)
    .describe('Airports, stations, metro, bus, shuttle, taxi, with the time or distance when stated'),
  nearbyAttractions: z.array(supportedItem).describe('Named attractions near the hotel'),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const PROFILE_TOOL_NAME = 'record_hotel_profile';
export const PROFILE_TOOL_DESCRIPTION = 'Record the unified hotel profile built from the snippets, with the snippet refs behind each field.';
