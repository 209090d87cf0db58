import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/** The id of the active account with this email (compared case-insensitively, as sign-in does), or null. */
export async function findActiveUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}
