import { PROFILE_FIELD_COLUMNS, type Executor } from '@hotel/domain';


const PROFILE_COLUMNS = [
  'id',
  'hotel_id',
  'version',
  ...PROFILE_FIELD_COLUMNS,
  'provenance',
  'model',
  'prompt_version',
  'input_tokens',
  'output_tokens',
  'cost_usd',
  'duration_ms',
  'generated_at',
] as const;

export function findHotel(db: Executor, hotelId: string) {
  return db.selectFrom('hotels').select(['id', 'snippets_count', 'status']).where('id', '=', hotelId).executeTakeFirst();
}

export function findLatest(db: Executor, hotelId: string) {
  return db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('hotel_id', '=', hotelId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findVersion(db: Executor, hotelId: string, version: number) {
  return db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('hotel_id', '=', hotelId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export type ProfileRecord = NonNullable<Awaited<ReturnType<typeof findLatest>>>;

export function listVersions(db: Executor, hotelId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'version', 'model', 'generated_at', 'input_tokens', 'output_tokens', 'cost_usd'])
    .where('hotel_id', '=', hotelId)
    .orderBy('version', 'desc')
    .execute();
}

export async function markProcessing(trx: Executor, hotelId: string, now: Date): Promise<void> {
  await trx.updateTable('hotels').set({ status: 'processing', status_reason: null, updated_at: now }).where('id', '=', hotelId).execute();
}

export async function restoreStatus(db: Executor, hotelId: string, status: 'pending' | 'processing' | 'completed' | 'error'): Promise<void> {
  await db.updateTable('hotels').set({ status }).where('id', '=', hotelId).execute();
}
