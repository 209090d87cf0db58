import { sql, type Kysely } from 'kysely';

/**
 * Whether anyone has proved they own an account's email (Google with email_verified, or a token of
 * the configured external issuer). A password sign-up proves nothing: anyone may register
 * colleague@company with a password before the colleague first signs in with Google. The first
 * verified sign-in into such an account therefore clears that password and ends its sessions
 * (apps/api auth.service.ts, claimVerifiedEmail), and this column remembers it was done.
 *
 * Accounts without a password were created by a verified sign-in (Google or the external
 * issuer), so they start verified; password accounts start unverified.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE users SET email_verified = true WHERE password_hash IS NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS email_verified`.execute(db);
}
