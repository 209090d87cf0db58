import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { promptRecord, savePromptRequest, type PromptRecord } from '@hotel/contracts';
import { doc } from '../../lib/openapi.ts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { PromptsService } from './prompts.service.ts';

export function registerPromptsRoutes(app: FastifyInstance, prompts: PromptsService): void {
  app.get(
    '/api/prompts',
    doc({
      summary: 'The editable prompts',
      tag: 'prompts',
      auth: 'user',
      response: { 200: z.array(promptRecord) },
    }),
    async (req): Promise<PromptRecord[]> => {
      requireUser(req);
      return prompts.list();
    },
  );

  app.post(
    '/api/prompts',
    doc({
      summary: 'Save a prompt (audited)',
      tag: 'prompts',
      auth: 'user',
      body: savePromptRequest,
      response: { 200: promptRecord },
    }),
    async (req): Promise<PromptRecord> => {
      const user = requireUser(req);
      return prompts.save(user.id, parse(savePromptRequest, req.body));
    },
  );
}
