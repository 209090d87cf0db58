import type { FastifyInstance } from 'fastify';
import { hotelIdParams, snippetIdParams, type Snippet } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { SnippetsService } from './snippets.service.ts';

export function registerSnippetsRoutes(app: FastifyInstance, snippets: SnippetsService): void {
  app.get('/api/hotels/:id/snippets', async (req): Promise<Snippet[]> => {
    requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    return snippets.listForHotel(id);
  });

  app.delete('/api/snippets/:id', async (req, reply) => {
    const user = requireUser(req);
    const { id } = parse(snippetIdParams, req.params);
    await snippets.remove(user.id, id);
    return reply.status(204).send();
  });
}
