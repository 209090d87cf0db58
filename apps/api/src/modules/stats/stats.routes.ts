import type { FastifyInstance } from 'fastify';
import { statsResponse, type StatsResponse } from '@hotel/contracts';
import { doc } from '../../lib/openapi.ts';
import { requireUser } from '../../lib/guards.ts';
import type { StatsService } from './stats.service.ts';

export function registerStatsRoutes(app: FastifyInstance, stats: StatsService): void {
  app.get(
    '/api/stats',
    doc({ summary: 'Dashboard figures', tag: 'stats', auth: 'user', response: { 200: statsResponse } }),
    async (req): Promise<StatsResponse> => {
      requireUser(req);
      return stats.get();
    },
  );
}
