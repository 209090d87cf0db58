import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database, UsersTable } from '@hotel/db';
import type { Transaction } from 'kysely';
import type { Executor } from '@hotel/domain';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function insertUser(
  db: Executor,
  values: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    passwordHash: string | null;
    isAdmin: boolean;
    emailVerified: boolean;
  },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      email: values.email,
      first_name: values.firstName,
      last_name: values.lastName,
      password_hash: values.passwordHash,
      is_admin: values.isAdmin,
      email_verified: values.emailVerified,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks the account so two verified sign-ins at once claim it once. */
export function findUserByIdForUpdate(trx: Transaction<Database>, id: string): Promise<UserRow | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The email is proved to be the owner's: any password set before that proof stops working. */
export function markEmailVerifiedClearingPassword(trx: Executor, id: string, at: Date): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set({ email_verified: true, password_hash: null, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function touchLastLogin(db: Executor, id: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at, updated_at: at }).where('id', '=', id).execute();
}

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<string> {
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      user_id: values.userId,
      family_id: values.familyId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      user_agent: values.userAgent,
      ip: values.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks the row so two concurrent refreshes of one token cannot both rotate it. */
export function findRefreshTokenForUpdate(trx: Transaction<Database>, tokenHash: string) {
  return trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export function findRefreshTokenById(db: Executor, id: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefreshToken(db: Executor, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function markRotated(trx: Executor, id: string, replacedBy: string, at: Date): Promise<void> {
  await trx.updateTable('refresh_tokens').set({ revoked_at: at, replaced_by: replacedBy }).where('id', '=', id).execute();
}

/** Serializes everything that changes one token family, until the transaction ends. */
export async function lockFamily(trx: Transaction<Database>, familyId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${familyId}::text, 0))`.execute(trx);
}

export async function countLiveInFamily(db: Executor, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function revokeFamily(db: Executor, familyId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertVerificationToken(
  db: Executor,
  values: { userId: string; tokenHash: string; passwordHash: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_verification_tokens')
    .values({ user_id: values.userId, token_hash: values.tokenHash, password_hash: values.passwordHash, expires_at: values.expiresAt })
    .execute();
}

/** Locks the link so two tabs opening it at once use it once. */
export function findVerificationTokenForUpdate(trx: Transaction<Database>, tokenHash: string) {
  return trx.selectFrom('email_verification_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** The address is confirmed: every other link of the account stops working too. */
export async function useVerificationTokens(trx: Executor, userId: string, at: Date): Promise<void> {
  await trx
    .updateTable('email_verification_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function markEmailVerified(
  trx: Executor,
  id: string,
  values: { passwordHash: string | null; isAdmin: boolean; at: Date },
): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set({
      email_verified: true,
      is_admin: values.isAdmin,
      updated_at: values.at,
      ...(values.passwordHash !== null ? { password_hash: values.passwordHash } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new sign-up for an address nobody has confirmed yet: its names and password replace the pending ones. */
export function replacePendingSignup(
  trx: Executor,
  id: string,
  values: { firstName: string; lastName: string; passwordHash: string; at: Date },
): Promise<UserRow | undefined> {
  return trx
    .updateTable('users')
    .set({ first_name: values.firstName, last_name: values.lastName, password_hash: values.passwordHash, updated_at: values.at })
    .where('id', '=', id)
    .where('email_verified', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Links of the account that can no longer be opened (used or expired) are kept no longer. */
export async function deleteSpentVerificationTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .deleteFrom('email_verification_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
}

/** Swaps a password hash for a stronger one of the same password, unless it changed meanwhile. */
export async function replacePasswordHash(db: Executor, id: string, previous: string, next: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: next, updated_at: at }).where('id', '=', id).where('password_hash', '=', previous).execute();
}
