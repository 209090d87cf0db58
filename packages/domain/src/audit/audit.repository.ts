import type { Kysely, Transaction } from 'kysely';
import type { Database, NewAuditLog } from '@hotel/db';

/** Writes an audit entry; pass the transaction of the change it records. */
export async function writeAudit(
  trx: Kysely<Database> | Transaction<Database>,
  entry: Omit<NewAuditLog, 'details'> & { details?: Record<string, unknown> | null },
): Promise<void> {
  await trx
    .insertInto('audit_logs')
    .values({ ...entry, details: entry.details ? JSON.stringify(entry.details) : null })
    .execute();
}
