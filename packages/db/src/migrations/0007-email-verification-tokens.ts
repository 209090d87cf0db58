import { sql, type Kysely } from 'kysely';

/**
 * Links that confirm a password sign-up's email (SIGNUP_VERIFICATION=required). Only a SHA-256
 * of the token is kept, so a copy of the database cannot confirm anyone's address; a link works
 * once (used_at) and until expires_at (24 hours after it was sent).
 *
 * password_hash is the password of the sign-up that asked for the link. Until an address is
 * confirmed anyone may sign up with it again (a squatter, or the owner who lost the mail), and each
 * sign-up mails its own link: opening a link makes that sign-up's password the account's, so the
 * owner's own link never activates a password somebody else chose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_verification_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      password_hash text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_verification_tokens`.execute(db);
}
