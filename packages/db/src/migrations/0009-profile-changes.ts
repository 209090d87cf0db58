import { sql, type Kysely } from 'kysely';

/**
 * Change review: each profile version keeps its field-level diff against the version before it
 * (`changes`, a JSON array of field changes; NULL for a first version and for versions stored
 * before diffs were kept, which are history rather than work to review), who reviewed it and
 * when, and which earlier version a restore copied. The partial index serves the review queue:
 * changed versions nobody has reviewed, newest first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE profiles
      ADD COLUMN changes jsonb,
      ADD COLUMN reviewed_at timestamptz,
      ADD COLUMN reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN restored_from integer`.execute(db);
  await sql`
    CREATE INDEX profiles_unreviewed_changes_idx ON profiles (generated_at DESC, hotel_id)
    WHERE reviewed_at IS NULL AND jsonb_array_length(coalesce(changes, '[]'::jsonb)) > 0`.execute(db);
  await sql`
    CREATE INDEX profiles_changes_feed_idx ON profiles (generated_at)
    WHERE jsonb_array_length(coalesce(changes, '[]'::jsonb)) > 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS profiles_changes_feed_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS profiles_unreviewed_changes_idx`.execute(db);
  await sql`
    ALTER TABLE profiles
      DROP COLUMN IF EXISTS restored_from,
      DROP COLUMN IF EXISTS reviewed_by,
      DROP COLUMN IF EXISTS reviewed_at,
      DROP COLUMN IF EXISTS changes`.execute(db);
}
