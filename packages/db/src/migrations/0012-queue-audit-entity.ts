import { sql, type Kysely } from 'kysely';

/**
 * 'queue' as an audit entity type, for the queue dashboard's retry, clean, promote, pause and
 * resume entries (decision 211), which until now were entries about a 'setting' named
 * `queue:<name>`; those earlier entries become 'queue' entries too, keeping their ids, so the log
 * tells one kind of entry one way. The audit check is extended from its current definition rather
 * than rewritten, so a migration that adds another type in parallel keeps its type too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DO $$
    DECLARE def text;
    BEGIN
      SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
        WHERE conrelid = 'audit_logs'::regclass AND conname = 'audit_logs_entity_type_check';
      IF def IS NOT NULL AND position('''queue''' IN def) = 0 THEN
        ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_entity_type_check;
        EXECUTE 'ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_entity_type_check '
          || replace(def, 'ARRAY[', 'ARRAY[''queue''::text, ');
      END IF;
    END
    $$
  `.execute(db);
  await sql`UPDATE audit_logs SET entity_type = 'queue' WHERE entity_type = 'setting' AND entity_id LIKE 'queue:%'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Back to the form they had before: entries about a setting named `queue:<name>`.
  await sql`UPDATE audit_logs SET entity_type = 'setting' WHERE entity_type = 'queue'`.execute(db);
  await sql`
    DO $$
    DECLARE def text;
    BEGIN
      SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
        WHERE conrelid = 'audit_logs'::regclass AND conname = 'audit_logs_entity_type_check';
      IF def IS NOT NULL AND position('''queue''' IN def) > 0 THEN
        ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_entity_type_check;
        EXECUTE 'ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_entity_type_check '
          || replace(replace(def, '''queue''::text, ', ''), ', ''queue''::text', '');
      END IF;
    END
    $$
  `.execute(db);
}
