import type { FastifyInstance } from 'fastify';
import { savePromptRequest, type PromptRecord } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { PromptsService } from './prompts.service.ts';

export function registerPromptsRoutes(app: FastifyInstance, prompts: PromptsService): void {
  app.get('/api/prompts', async (req): Promise<PromptRecord[]> => {
    requireUser(req);
    return prompts.list();
  });

  app.post('/api/prompts', async (req): Promise<PromptRecord> => {
    const user = requireUser(req);
    return prompts.save(user.id, parse(savePromptRequest, req.body));
  });
}
