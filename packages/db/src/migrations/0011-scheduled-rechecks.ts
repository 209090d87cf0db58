import { sql, type Kysely } from 'kysely';

/**
 * Scheduled re-checks (decision 240):
 * - per page (hotel source) the validators the site sent (ETag, Last-Modified) and a hash of the
 *   page's normalized content, so a re-check asks conditionally and tells a changed page apart;
 * - per hotel an override of the re-check interval (null = the global RECHECK_DAYS, 0 = never)
 *   and when it was last re-checked (its next one is due an interval later);
 * - per run its kind ('scrape' started by a person or the import CLI, 'recheck' by the scheduler),
 *   per run item how many pages a re-check found unchanged and changed (null for a scrape);
 * - app_settings, one row per admin setting (re-checks paused), written with its audit entry;
 *   audit entries may therefore be about a 'setting'.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE hotel_sources ADD COLUMN etag text, ADD COLUMN last_modified text, ADD COLUMN content_hash text`.execute(db);
  await sql`ALTER TABLE hotels ADD COLUMN recheck_days integer CHECK (recheck_days BETWEEN 0 AND 3650), ADD COLUMN last_checked_at timestamptz`.execute(db);
  await sql`ALTER TABLE scrape_runs ADD COLUMN kind text NOT NULL DEFAULT 'scrape' CHECK (kind IN ('scrape', 'recheck'))`.execute(db);
  await sql`ALTER TABLE scrape_run_items ADD COLUMN pages_unchanged integer, ADD COLUMN pages_changed integer`.execute(db);
  // the scheduler's hourly budget counts the hotels it stamped in the last hour
  await sql`CREATE INDEX hotels_last_checked_idx ON hotels (last_checked_at) WHERE last_checked_at IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL
    )`.execute(db);
  await addAuditEntityType(db, 'setting');
}

/**
 * Adds a value to the audit entity-type check, keeping whatever values other migrations added
 * (they may run before or after this one), so no migration drops another's type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addAuditEntityType(db: Kysely<any>, type: string): Promise<void> {
  const { rows } = await sql<{ name: string; def: string }>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE conrelid = 'audit_logs'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%entity_type%'`.execute(db);
  const values = new Set<string>();
  for (const row of rows) for (const m of row.def.matchAll(/'([^']+)'/g)) if (m[1]) values.add(m[1]);
  values.add(type);
  for (const row of rows) await sql`ALTER TABLE audit_logs DROP CONSTRAINT ${sql.id(row.name)}`.execute(db);
  const list = sql.join([...values].sort().map((v) => sql.lit(v)));
  await sql`ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_entity_type_check CHECK (entity_type IN (${list}))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS app_settings`.execute(db);
  await sql`DROP INDEX IF EXISTS hotels_last_checked_idx`.execute(db);
  await sql`ALTER TABLE scrape_run_items DROP COLUMN IF EXISTS pages_unchanged, DROP COLUMN IF EXISTS pages_changed`.execute(db);
  await sql`ALTER TABLE scrape_runs DROP COLUMN IF EXISTS kind`.execute(db);
  await sql`ALTER TABLE hotels DROP COLUMN IF EXISTS recheck_days, DROP COLUMN IF EXISTS last_checked_at`.execute(db);
  await sql`ALTER TABLE hotel_sources DROP COLUMN IF EXISTS etag, DROP COLUMN IF EXISTS last_modified, DROP COLUMN IF EXISTS content_hash`.execute(db);
}
