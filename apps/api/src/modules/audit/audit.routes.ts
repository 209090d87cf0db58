import type { FastifyInstance } from 'fastify';
import { auditLogQuery } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  // The body is AuditLogEntry[] already serialised by Postgres; Fastify sends strings unmodified.
  app.get('/api/audit-logs', async (req, reply) => {
    requireUser(req);
    const body = await audit.listJson(parse(auditLogQuery, req.query));
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
