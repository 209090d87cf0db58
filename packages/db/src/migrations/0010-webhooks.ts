import { sql, type Kysely } from 'kysely';

/**
 * Webhook endpoints (secrets sealed with WEBHOOK_SECRET_KEY, decision 230) and their delivery log,
 * and 'webhook' as an audit entity type. The audit check is extended from its current definition
 * rather than rewritten, so a migration that adds another type in parallel keeps its type too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY,
      url text NOT NULL,
      description text,
      events text[] NOT NULL,
      secret_sealed text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      event_id uuid NOT NULL,
      event_type text NOT NULL CHECK (event_type IN ('run.completed', 'profile.changed', 'hotel.failed', 'ping')),
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      response_status integer,
      last_error text,
      duration_ms integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_attempt_at timestamptz,
      delivered_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at)`.execute(db);
  await sql`
    DO $$
    DECLARE def text;
    BEGIN
      SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
        WHERE conrelid = 'audit_logs'::regclass AND conname = 'audit_logs_entity_type_check';
      IF def IS NOT NULL AND position('''webhook''' IN def) = 0 THEN
        ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_entity_type_check;
        EXECUTE 'ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_entity_type_check '
          || replace(def, 'ARRAY[', 'ARRAY[''webhook''::text, ');
      END IF;
    END
    $$
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS webhook_deliveries`.execute(db);
  await sql`DROP TABLE IF EXISTS webhook_endpoints`.execute(db);
  await sql`DELETE FROM audit_logs WHERE entity_type = 'webhook'`.execute(db);
  await sql`
    DO $$
    DECLARE def text;
    BEGIN
      SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
        WHERE conrelid = 'audit_logs'::regclass AND conname = 'audit_logs_entity_type_check';
      IF def IS NOT NULL AND position('''webhook''' IN def) > 0 THEN
        ALTER TABLE audit_logs DROP CONSTRAINT audit_logs_entity_type_check;
        EXECUTE 'ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_entity_type_check '
          || replace(replace(def, '''webhook''::text, ', ''), ', ''webhook''::text', '');
      END IF;
    END
    $$
  `.execute(db);
}
