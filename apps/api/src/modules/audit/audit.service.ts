import { encodeAuditCursor, type AuditLogEntry, type AuditLogQuery } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './audit.repository.ts';

const DAY_MS = 86_400_000;

export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * One page of the window, newest first. `nextCursor` is set when older entries of the window
     * follow (one row more than the page is read to know), and reads them as `before`.
     */
    async list(query: AuditLogQuery): Promise<{ entries: AuditLogEntry[]; nextCursor: string | null }> {
      const since = new Date(clock.now().getTime() - query.days * DAY_MS);
      const rows = await repo.listSince(db, since, query.limit + 1, query.before);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeAuditCursor({ createdAt: last.created_at_us, id: last.id }) : null;
      const entries = page.map((r) => ({
        id: r.id,
        createdAt: r.created_at.toISOString(),
        userFirstName: r.first_name,
        userLastName: r.last_name,
        userEmail: r.email,
        entityType: r.entity_type,
        entityId: r.entity_id,
        action: r.action,
        details: r.details && typeof r.details === 'object' && !Array.isArray(r.details) ? r.details : null,
      }));
      return { entries, nextCursor };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
