import type { FastifyInstance } from 'fastify';
import { PAGINATION_HEADERS, auditLogQuery, type AuditLogEntry } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  app.get('/api/audit-logs', async (req, reply): Promise<AuditLogEntry[]> => {
    requireUser(req);
    const { entries, nextCursor } = await audit.list(parse(auditLogQuery, req.query));
    // A header, so the body stays the plain list the console (and the spec) read.
    if (nextCursor) void reply.header(PAGINATION_HEADERS.nextCursor, nextCursor);
    return entries;
  });
}
