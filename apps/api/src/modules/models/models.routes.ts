import type { FastifyInstance } from 'fastify';
import type { AiModel } from '@hotel/contracts';
import type { Env } from '../../config/env.ts';
import { requireUser } from '../../lib/guards.ts';
import { listModels } from './models.service.ts';

export function registerModelsRoutes(app: FastifyInstance, deps: { env: Env }): void {
  app.get('/api/models', async (req): Promise<AiModel[]> => {
    requireUser(req);
    return listModels(deps.env);
  });
}
