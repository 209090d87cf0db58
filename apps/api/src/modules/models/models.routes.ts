import type { FastifyInstance } from 'fastify';
import { modelsResponse, type AiModel } from '@hotel/contracts';
import { doc } from '../../lib/openapi.ts';
import type { Env } from '../../config/env.ts';
import { requireUser } from '../../lib/guards.ts';
import { listModels } from './models.service.ts';

export function registerModelsRoutes(app: FastifyInstance, deps: { env: Env }): void {
  app.get(
    '/api/models',
    doc({
      summary: 'Models a profile can be generated with, and whether each is available',
      tag: 'profiles',
      auth: 'user',
      response: { 200: modelsResponse },
    }),
    async (req): Promise<AiModel[]> => {
      requireUser(req);
      return listModels(deps.env);
    },
  );
}
