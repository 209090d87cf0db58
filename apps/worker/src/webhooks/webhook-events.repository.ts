import type { Db } from '@hotel/db';
import { PROFILE_FIELD_COLUMNS } from '@hotel/domain';

const FIELD_COLUMNS = ['version', 'model', ...PROFILE_FIELD_COLUMNS] as const;

/** A stored version and the one before it, by version number, with the hotel's name; undefined entries when missing. */
export async function versionPair(db: Db, hotelId: string, version: number) {
  const [rows, hotel] = await Promise.all([
    db.selectFrom('profiles').select(FIELD_COLUMNS).where('hotel_id', '=', hotelId).where('version', 'in', [version - 1, version]).execute(),
    db.selectFrom('hotels').select('name').where('id', '=', hotelId).executeTakeFirst(),
  ]);
  return { previous: rows.find((r) => r.version === version - 1), current: rows.find((r) => r.version === version), hotelName: hotel?.name ?? null };
}
