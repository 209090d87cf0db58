import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@hotel/db';

/**
 * Ends every session of a user: its live refresh tokens stop working (access tokens run out on
 * their own). Shared by deactivation (users) and the first verified sign-in (auth); pass the
 * transaction of the change that requires it. Returns how many were revoked.
 */
export async function revokeAllRefreshTokens(
  trx: Kysely<Database> | Transaction<Database>,
  userId: string,
  at: Date,
): Promise<number> {
  const result = await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
