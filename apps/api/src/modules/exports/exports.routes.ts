import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { exportChangesQuery } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { doc, type NonJsonResponse } from '../../lib/openapi.ts';
import { parse } from '../../lib/validate.ts';
import type { CsvDownload, ExportsService } from './exports.service.ts';

function sendCsv(reply: FastifyReply, download: CsvDownload) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .send(download.stream);
}

const csvFile = (what: string): NonJsonResponse => ({
  description: `${what} as a CSV download (cells that a spreadsheet would run as a formula are escaped)`,
  content: { 'text/csv': { schema: z.string() } },
});

export function registerExportsRoutes(app: FastifyInstance, exportsService: ExportsService): void {
  app.get(
    '/api/export/profiles',
    doc({
      summary: 'Export every current profile (CSV, streamed)',
      tag: 'exports',
      auth: 'user',
      response: { 200: csvFile('Profiles') },
    }),
    async (req, reply) => {
      requireUser(req);
      return sendCsv(reply, exportsService.profilesCsv());
    },
  );

  app.get(
    '/api/export/snippets',
    doc({
      summary: 'Export every snippet (CSV, streamed)',
      tag: 'exports',
      auth: 'user',
      response: { 200: csvFile('Snippets') },
    }),
    async (req, reply) => {
      requireUser(req);
      return sendCsv(reply, exportsService.snippetsCsv());
    },
  );

  app.get(
    '/api/export/changes',
    doc({
      summary: 'Export every profile change since a date (CSV, streamed)',
      description: 'One row per changed field of a version, oldest first; reviewed and unreviewed alike.',
      tag: 'exports',
      auth: 'user',
      querystring: exportChangesQuery,
      response: { 200: csvFile('Profile changes') },
    }),
    async (req, reply) => {
      requireUser(req);
      const { since } = parse(exportChangesQuery, req.query);
      return sendCsv(reply, exportsService.changesCsv(since));
    },
  );

  app.get(
    '/api/export/counts',
    doc({
      summary: 'How many rows each export holds',
      tag: 'exports',
      auth: 'user',
      response: { 200: z.object({ profiles: z.number().int(), snippets: z.number().int() }) },
    }),
    async (req): Promise<{ profiles: number; snippets: number }> => {
      requireUser(req);
      return exportsService.counts();
    },
  );
}
