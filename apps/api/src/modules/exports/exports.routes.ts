import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../lib/guards.ts';
import type { CsvDownload, ExportsService } from './exports.service.ts';

function sendCsv(reply: FastifyReply, download: CsvDownload) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .send(download.stream);
}

export function registerExportsRoutes(app: FastifyInstance, exportsService: ExportsService): void {
  app.get('/api/export/profiles', async (req, reply) => {
    requireUser(req);
    return sendCsv(reply, exportsService.profilesCsv());
  });

  app.get('/api/export/snippets', async (req, reply) => {
    requireUser(req);
    return sendCsv(reply, exportsService.snippetsCsv());
  });

  app.get('/api/export/counts', async (req): Promise<{ profiles: number; snippets: number }> => {
    requireUser(req);
    return exportsService.counts();
  });
}
