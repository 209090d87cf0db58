import type { Kysely } from 'kysely';
import type { Database } from '@hotel/db';

type Q = Kysely<Database>;

export async function findProfileByJobKey(db: Q, jobKey: string) {
  return db.selectFrom('profiles').select(['id', 'version']).where('job_key', '=', jobKey).executeTakeFirst();
}

export async function getProfile(db: Q, id: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
