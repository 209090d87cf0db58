import type { FastifyInstance } from 'fastify';
import { auditLogQuery, type AuditLogEntry } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  app.get('/api/audit-logs', async (req): Promise<AuditLogEntry[]> => {
    requireUser(req);
    return audit.list(parse(auditLogQuery, req.query));
  });
}
