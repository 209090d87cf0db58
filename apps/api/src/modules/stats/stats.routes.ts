import type { FastifyInstance } from 'fastify';
import type { StatsResponse } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import type { StatsService } from './stats.service.ts';

export function registerStatsRoutes(app: FastifyInstance, stats: StatsService): void {
  app.get('/api/stats', async (req): Promise<StatsResponse> => {
    requireUser(req);
    return stats.get();
  });
}
