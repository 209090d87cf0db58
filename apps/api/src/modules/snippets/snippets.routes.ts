import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hotelIdParams, snippet, snippetIdParams, type Snippet } from '@hotel/contracts';
import { doc, noContent } from '../../lib/openapi.ts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { SnippetsService } from './snippets.service.ts';

export function registerSnippetsRoutes(app: FastifyInstance, snippets: SnippetsService): void {
  app.get(
    '/api/hotels/:id/snippets',
    doc({
      summary: 'Snippets captured for a hotel',
      tag: 'snippets',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: z.array(snippet) },
      errors: [404],
    }),
    async (req): Promise<Snippet[]> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return snippets.listForHotel(id);
    },
  );

  app.delete(
    '/api/snippets/:id',
    doc({
      summary: 'Delete a snippet (audited)',
      tag: 'snippets',
      auth: 'user',
      params: snippetIdParams,
      response: { 204: noContent('Deleted') },
      errors: [404],
    }),
    async (req, reply) => {
      const user = requireUser(req);
      const { id } = parse(snippetIdParams, req.params);
      await snippets.remove(user.id, id);
      return reply.status(204).send();
    },
  );
}
