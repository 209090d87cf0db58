import type { AuditLogEntry } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './audit.repository.ts';

const DAY_MS = 86_400_000;

export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(query: { days: number; limit: number }): Promise<AuditLogEntry[]> {
      const since = new Date(clock.now().getTime() - query.days * DAY_MS);
      const rows = await repo.listSince(db, since, query.limit);
      return rows.map((r) => ({
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
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
