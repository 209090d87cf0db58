import { sql, type Kysely } from 'kysely';
import type { ProfileFields } from '@hotel/contracts';
import type { Database } from '@hotel/db';

type Q = Kysely<Database>;

export async function findProfileByJobKey(db: Q, jobKey: string) {
  return db.selectFrom('profiles').select(['id', 'version']).where('job_key', '=', jobKey).executeTakeFirst();
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
