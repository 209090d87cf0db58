import type { Db } from '@hotel/db';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './audit.repository.ts';

const DAY_MS = 86_400_000;

export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The window as a JSON array of AuditLogEntry, ready to send (see listSinceJson). */
    async listJson(query: { days: number; limit: number }): Promise<string> {
      const since = new Date(clock.now().getTime() - query.days * DAY_MS);
      return repo.listSinceJson(db, since, query.limit);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
