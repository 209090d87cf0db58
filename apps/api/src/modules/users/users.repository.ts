import type { Db } from '@hotel/db';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@hotel/db';

type Executor = Kysely<Database> | Transaction<Database>;

export function listUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'is_admin', 'is_active', 'last_login_at', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findUser(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'is_admin', 'is_active', 'last_login_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setActive(trx: Executor, id: string, isActive: boolean, at: Date): Promise<void> {
  await trx.updateTable('users').set({ is_active: isActive, updated_at: at }).where('id', '=', id).execute();
}

export async function revokeAllRefreshTokens(trx: Executor, userId: string, at: Date): Promise<void> {
  await trx.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
