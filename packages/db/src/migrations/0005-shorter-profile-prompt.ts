import { sql, type Kysely } from 'kysely';

/**
 * A shorter default profile-generator prompt (decision record 090): the field rules now live in
 * the prompt only, not again in the tool schema, and every token of it is paid on every hotel.
 * Installs still on the first default get the new one; a prompt staff have edited is theirs and
 * stays as it is.
 */
/** The shorter prompt, as this migration writes it (a migration never imports live code). */
const SHORTER_DEFAULT =
  "Write the hotel's profile from its snippets, using only facts they state; leave a field null or empty when none does.\nname: the hotel's own name. brandName: its chain, null if independent. address: the full postal address on one line. situated: where it is, in a short phrase (district, city, landmark).\ndescription: 2-4 neutral sentences useful to a guest, no superlatives.\namenities: hotel amenities, normalized, no duplicates (\"Free WiFi\", \"Outdoor pool\"). transportLinks: airports, stations, metro, bus, shuttle, taxi, with the time or distance when stated. nearbyAttractions: named places nearby.\nsnippetRefs: the refs of the snippets behind each value.";
const PREVIOUS_DEFAULT = "You write one unified, factual profile of a hotel from the typed snippets captured from its website.\nRules:\n- Use only facts present in the snippets. When a field is not supported by any snippet, leave it null or empty.\n- name: the hotel's own name. brandName: the chain or brand, or null for an independent property.\n- address: the full postal address on one line.\n- situated: a short factual phrase on where the hotel is (district, city, landmark).\n- description: 2-4 neutral sentences a guest would find useful; no marketing superlatives.\n- amenities: normalized and deduplicated hotel-level amenities (\"Free WiFi\", \"Outdoor pool\", \"Free parking\").\n- transportLinks: airports, train stations, metro, bus, shuttle and taxi options, with the time or distance when stated.\n- nearbyAttractions: named attractions near the hotel.\n- For every field, list the ids of the snippets that support it.";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE prompts SET prompt = ${SHORTER_DEFAULT}, version = version + 1, updated_at = now()
    WHERE type = 'profile_generator' AND prompt = ${PREVIOUS_DEFAULT}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE prompts SET prompt = ${PREVIOUS_DEFAULT}, version = version + 1, updated_at = now()
    WHERE type = 'profile_generator' AND prompt = ${SHORTER_DEFAULT}`.execute(db);
}
