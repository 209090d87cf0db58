import { sql, type Kysely } from 'kysely';
import { diffProfileFields, type ProfileFields, type Provenance } from '@hotel/contracts';
import type { Database } from '@hotel/db';
import type { Usage } from '../ai/types.ts';

type Q = Kysely<Database>;

export interface NewProfileVersion {
  hotelId: string;
  fields: ProfileFields;
  provenance: Provenance;
  model: string;
  promptVersion: number | null;
  usage: Usage;
  durationMs: number;
  runId: string | null;
  jobKey: string | null;
  createdBy: string | null;
}

/** Locks the hotel row so two generations for one hotel take turns choosing the next version. */
export async function lockHotel(trx: Q, hotelId: string): Promise<{ id: string; name: string | null; brand_name: string | null } | undefined> {
  return trx.selectFrom('hotels').select(['id', 'name', 'brand_name']).where('id', '=', hotelId).forUpdate().executeTakeFirst();
}

export async function findProfileByJobKey(db: Q, jobKey: string) {
  return db.selectFrom('profiles').select(['id', 'version']).where('job_key', '=', jobKey).executeTakeFirst();
}

/**
 * Inserts version max+1 with its field changes against version max (none for a first version):
 * the diff is taken where the version number is chosen, under the same lock, so every writer of
 * a version stores it. Call inside a transaction that holds lockHotel. A job key seen before
 * (a retried job) inserts nothing and returns null.
 */
export async function insertProfileVersion(trx: Q, p: NewProfileVersion): Promise<{ id: string; version: number } | null> {
  const previous = await trx
    .selectFrom('profiles')
    .select(['version', 'name', 'brand_name', 'address', 'situated', 'description', 'amenities', 'transport_links', 'nearby_attractions'])
    .where('hotel_id', '=', p.hotelId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const max = previous?.version ?? 0;
  const changes = previous
    ? diffProfileFields(
        {
          name: previous.name,
          brandName: previous.brand_name,
          address: previous.address,
          situated: previous.situated,
          description: previous.description,
          amenities: previous.amenities,
          transportLinks: previous.transport_links,
          nearbyAttractions: previous.nearby_attractions,
        },
        p.fields,
      )
    : null;
  const row = await trx
    .insertInto('profiles')
    .values({
      hotel_id: p.hotelId,
      version: max + 1,
      name: p.fields.name,
      brand_name: p.fields.brandName,
      address: p.fields.address,
      situated: p.fields.situated,
      description: p.fields.description,
      amenities: JSON.stringify(p.fields.amenities),
      transport_links: JSON.stringify(p.fields.transportLinks),
      nearby_attractions: JSON.stringify(p.fields.nearbyAttractions),
      provenance: JSON.stringify(p.provenance),
      model: p.model,
      prompt_version: p.promptVersion,
      input_tokens: p.usage.inputTokens,
      output_tokens: p.usage.outputTokens,
      cost_usd: p.usage.costUsd,
      duration_ms: Math.round(p.durationMs),
      run_id: p.runId,
      job_key: p.jobKey,
      created_by: p.createdBy,
      changes: changes ? JSON.stringify(changes) : null,
    })
    .onConflict((oc) => oc.column('job_key').doNothing())
    .returning(['id', 'version'])
    .executeTakeFirst();
  return row ?? null;
}

/** After a new version: the hotel has a profile; its name/brand come from the profile as asked. */
export async function applyProfileToHotel(
  trx: Q,
  hotelId: string,
  fields: ProfileFields,
  mode: 'overwrite' | 'fill-missing',
): Promise<void> {
  await trx
    .updateTable('hotels')
    .set({
      has_profile: true,
      name: mode === 'overwrite' ? sql`coalesce(${fields.name}, name)` : sql`coalesce(name, ${fields.name})`,
      brand_name: mode === 'overwrite' ? sql`coalesce(${fields.brandName}, brand_name)` : sql`coalesce(brand_name, ${fields.brandName})`,
      updated_at: sql`now()`,
    })
    .where('id', '=', hotelId)
    .execute();
}

export async function getProfile(db: Q, id: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
