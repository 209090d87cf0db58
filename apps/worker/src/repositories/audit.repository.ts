import type { Kysely } from 'kysely';
import type { Database, NewAuditLog } from '@hotel/db';

export async function insertAudit(
  db: Kysely<Database>,
  entry: Pick<NewAuditLog, 'user_id' | 'entity_type' | 'entity_id' | 'action'> & { details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({ ...entry, details: JSON.stringify(entry.details) })
    .execute();
}
