import type { NewAuditLog } from '@hotel/db';
import type { Executor } from '../executor.ts';

export type AuditEntry = Omit<NewAuditLog, 'details'> & { details?: Record<string, unknown> | null };

/** Writes an audit entry; pass the transaction of the change it records. */
export async function writeAudit(trx: Executor, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_logs')
    .values({ ...entry, details: entry.details ? JSON.stringify(entry.details) : null })
    .execute();
}
