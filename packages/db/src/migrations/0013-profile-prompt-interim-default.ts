import { sql, type Kysely } from 'kysely';

/**
 * The default profile-generator prompt decision record 090 measured. Its first shortening (the
 * interim text below) was the live default for a while, and 0001 and 0005 wrote the live default
 * then, so an install migrated in that window holds it although nobody chose it: the same rules
 * in more tokens, paid on every hotel. Such an install gets the current default; a prompt staff
 * have edited is theirs and stays as it is.
 */
/** The texts as this migration writes them (a migration never imports live code). */
const CURRENT_DEFAULT =
  "Write the hotel's profile from its snippets, using only facts they state; leave a field null or empty when none does.\nname: the hotel's own name. brandName: its chain, null if independent. address: the full postal address on one line. situated: where it is, in a short phrase (district, city, landmark).\ndescription: 2-4 neutral sentences useful to a guest, no superlatives.\namenities: hotel amenities, normalized, no duplicates (\"Free WiFi\", \"Outdoor pool\"). transportLinks: airports, stations, metro, bus, shuttle, taxi, with the time or distance when stated. nearbyAttractions: named places nearby.\nsnippetRefs: the refs of the snippets behind each value.";
const INTERIM_DEFAULT =
  "Write one factual profile of the hotel from its typed snippets. Use only facts the snippets state; leave a field null or empty when none supports it.\n- name: the hotel's own name. brandName: its chain or brand, null when independent.\n- address: the full postal address on one line. situated: a short phrase on where it is (district, city, landmark).\n- description: 2-4 neutral sentences useful to a guest, no superlatives.\n- amenities: hotel-level amenities, normalized and deduplicated (\"Free WiFi\", \"Outdoor pool\").\n- transportLinks: airports, stations, metro, bus, shuttle and taxi, with the time or distance when stated.\n- nearbyAttractions: named places near the hotel.\n- snippetRefs: the refs of the snippets behind each value.";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE prompts SET prompt = ${CURRENT_DEFAULT}, version = version + 1, updated_at = now()
    WHERE type = 'profile_generator' AND prompt = ${INTERIM_DEFAULT}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE prompts SET prompt = ${INTERIM_DEFAULT}, version = version + 1, updated_at = now()
    WHERE type = 'profile_generator' AND prompt = ${CURRENT_DEFAULT}`.execute(db);
}
