import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  run,
  runDetail,
  scrapeRequest,
  scrapeResponse,
  uuid,
  type Run,
  type RunDetail,
} from '@hotel/contracts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { doc } from '../../lib/openapi.ts';
import type { RunsService } from './runs.service.ts';

const runIdParams = z.object({ id: uuid });
const recentRunsQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(20) });

/** A 100,000-row CSV as JSON is about 10 MB; leave room for long URLs. */
export const SCRAPE_BODY_LIMIT = 20 * 1024 * 1024;

export function registerRunsRoutes(app: FastifyInstance, runs: RunsService): void {
  app.post(
    '/api/scrape',
    {
      bodyLimit: SCRAPE_BODY_LIMIT,
      ...doc({
        summary: 'Start a run: upsert the hotels and queue a scrape of each',
        tag: 'runs',
        auth: 'user',
        body: scrapeRequest,
        response: { 202: scrapeResponse },
        errors: [413, 503],
      }),
    },
    async (req, reply) => {
      const user = requireUser(req);
      // The spec's exact words for a start without rows (the schema would prefix the field path).
      const hotels = (req.body as { hotels?: unknown } | null | undefined)?.hotels;
      if (hotels === undefined || (Array.isArray(hotels) && hotels.length === 0)) {
        throw new AppError('VALIDATION_ERROR', 'No CSV data to process');
      }
      const body = parse(scrapeRequest, req.body);
      return reply.status(202).send(await runs.startScrape(user.id, body));
    },
  );

  app.get(
    '/api/runs',
    doc({
      summary: 'Recent runs, newest first',
      tag: 'runs',
      auth: 'user',
      querystring: recentRunsQuery,
      response: { 200: z.array(run) },
    }),
    async (req): Promise<Run[]> => {
      requireUser(req);
      const { pageSize } = parse(recentRunsQuery, req.query);
      return runs.listRecent(pageSize);
    },
  );

  app.get(
    '/api/runs/:id',
    doc({
      summary: 'One run with its items',
      tag: 'runs',
      auth: 'user',
      params: runIdParams,
      response: { 200: runDetail },
      errors: [404],
    }),
    async (req): Promise<RunDetail> => {
      requireUser(req);
      const { id } = parse(runIdParams, req.params);
      return runs.get(id);
    },
  );
}
