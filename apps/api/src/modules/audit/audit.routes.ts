import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGINATION_HEADERS, auditLogEntry, auditLogQuery, type AuditLogEntry } from '@hotel/contracts';
import { doc } from '../../lib/openapi.ts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  app.get(
    '/api/audit-logs',
    doc({
      summary: 'Audit entries of the last N days, newest first',
      description: 'An older page follows when the answer carries x-next-cursor: pass it back as before.',
      tag: 'audit',
      auth: 'user',
      querystring: auditLogQuery,
      response: { 200: z.array(auditLogEntry) },
    }),
    async (req, reply): Promise<AuditLogEntry[]> => {
      requireUser(req);
      const { entries, nextCursor } = await audit.list(parse(auditLogQuery, req.query));
      // A header, so the body stays the plain list the console (and the spec) read.
      if (nextCursor) void reply.header(PAGINATION_HEADERS.nextCursor, nextCursor);
      return entries;
    },
  );
}
