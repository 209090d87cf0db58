import { diffProfileFields, type FieldChange, type ProfileFields, type Provenance } from '@hotel/contracts';
import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/** A stored version's field columns; the lists are jsonb, so they are read as unknown. */
export interface ProfileFieldColumns {
  name: string | null;
  brand_name: string | null;
  address: string | null;
  situated: string | null;
  description: string | null;
  amenities: unknown;
  transport_links: unknown;
  nearby_attractions: unknown;
}

/** jsonb lists as written; anything else (a hand-edited row) reads as empty rather than failing. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A stored version's fields in the contracts' shape, the one `diffProfileFields` compares. */
export function profileFieldsOf(row: ProfileFieldColumns): ProfileFields {
  return {
    name: row.name,
    brandName: row.brand_name,
    address: row.address,
    situated: row.situated,
    description: row.description,
    amenities: stringList(row.amenities),
    transportLinks: stringList(row.transport_links),
    nearbyAttractions: stringList(row.nearby_attractions),
  };
}

/**
 * Locks the hotel row: every writer of a version (a worker's generation, a person's restore)
 * takes it first, so two writers take turns choosing the next version number.
 */
export function lockHotel(trx: Executor, hotelId: string) {
  return trx.selectFrom('hotels').select(['id', 'name', 'status']).where('id', '=', hotelId).forUpdate().executeTakeFirst();
}

export interface NewProfileVersion {
  hotelId: string;
  fields: ProfileFields;
  provenance: Provenance;
  model: string;
  promptVersion: number | null;
  /** What the model spent; a restore spends nothing. */
  usage?: { inputTokens: number; outputTokens: number; costUsd: number };
  durationMs?: number;
  runId?: string | null;
  /** Unique per logical job: a retried job finds its version instead of writing another. */
  jobKey?: string | null;
  createdBy: string | null;
  /** Set when a person restores an earlier version's fields: that version's number. */
  restoredFrom?: number | null;
}

export interface InsertedProfileVersion {
  id: string;
  version: number;
  /** The field changes against the previous version; null for a first version. */
  changes: FieldChange[] | null;
}

/** The columns of `profiles` that hold a profile's fields (what a version says of the hotel). */
export const PROFILE_FIELD_COLUMNS = ['name', 'brand_name', 'address', 'situated', 'description', 'amenities', 'transport_links', 'nearby_attractions'] as const;

/**
 * Inserts version max+1 with its field changes against version max (none for a first version):
 * the diff is taken where the version number is chosen, under the same lock, so every writer of
 * a version stores it. Call inside a transaction that holds lockHotel. A job key seen before
 * (a retried job) inserts nothing and returns null.
 */
export async function insertProfileVersion(trx: Executor, p: NewProfileVersion): Promise<InsertedProfileVersion | null> {
  const previous = await trx
    .selectFrom('profiles')
    .select(['version', ...PROFILE_FIELD_COLUMNS])
    .where('hotel_id', '=', p.hotelId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const changes = previous ? diffProfileFields(profileFieldsOf(previous), p.fields) : null;
  const row = await trx
    .insertInto('profiles')
    .values({
      hotel_id: p.hotelId,
      version: (previous?.version ?? 0) + 1,
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
      input_tokens: p.usage?.inputTokens ?? 0,
      output_tokens: p.usage?.outputTokens ?? 0,
      cost_usd: p.usage?.costUsd ?? 0,
      duration_ms: Math.round(p.durationMs ?? 0),
      run_id: p.runId ?? null,
      job_key: p.jobKey ?? null,
      created_by: p.createdBy,
      changes: changes ? JSON.stringify(changes) : null,
      restored_from: p.restoredFrom ?? null,
    })
    .onConflict((oc) => oc.column('job_key').doNothing())
    .returning(['id', 'version'])
    .executeTakeFirst();
  return row ? { ...row, changes } : null;
}

/**
 * How a new version's name and brand reach the hotel: 'overwrite' takes the version's where it has
 * one (a scrape, a restore), 'fill-missing' only where the hotel has none (a regeneration or a
 * captured source, which must not rename a hotel someone named). A field the version lacks never
 * clears the hotel's.
 */
export type HotelIdentityMode = 'overwrite' | 'fill-missing';

/**
 * After a new version, in its transaction: the hotel has a profile, shows the version's name and
 * brand as `identity` says, and was updated `at` (the caller's clock).
 */
export async function applyProfileToHotel(trx: Executor, hotelId: string, fields: Pick<ProfileFields, 'name' | 'brandName'>, opts: { identity: HotelIdentityMode; at: Date }): Promise<void> {
  const overwrite = opts.identity === 'overwrite';
  await trx
    .updateTable('hotels')
    .set({
      has_profile: true,
      name: overwrite ? sql`coalesce(${fields.name}, name)` : sql`coalesce(name, ${fields.name})`,
      brand_name: overwrite ? sql`coalesce(${fields.brandName}, brand_name)` : sql`coalesce(brand_name, ${fields.brandName})`,
      updated_at: opts.at,
    })
    .where('id', '=', hotelId)
    .execute();
}
