import { z } from 'zod';

/*
 * The tool schema is billed on every hotel, so it carries structure only: what each field means
 * is the profile prompt's job (staff tune it there), and the two shapes every field shares are
 * defined once and referenced ($defs), not repeated eight times.
 */
const snippetRefs = z.array(z.string());

const fact = z.object({ value: z.string().nullable(), snippetRefs });

const item = z.object({ text: z.string(), snippetRefs });

/** Names of the shared shapes in the JSON schema (a local registry: nothing global to collide with). */
export const profileSchemaDefs = z.registry<{ id: string }>();
profileSchemaDefs.add(fact, { id: 'fact' });
profileSchemaDefs.add(item, { id: 'item' });

/** What the LLM returns: every field with the snippets behind it, so provenance is per field. */
export const profileAnswer = z.object({
  name: fact,
  brandName: fact,
  address: fact,
  situated: fact,
  description: fact,
  amenities: z.array(item),
  transportLinks: z.array(item),
  nearbyAttractions: z.array(item),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const PROFILE_TOOL_NAME = 'record_hotel_profile';
export const PROFILE_TOOL_DESCRIPTION = 'Record the hotel profile and the snippet refs behind each value.';
