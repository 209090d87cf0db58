import type { FastifyInstance } from 'fastify';
import { hotelIdParams, listHotelsQuery, scrapeSourceRequest, type Hotel, type HotelSource } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { setPaginationHeaders } from '../../lib/pagination.ts';
import type { HotelsService } from './hotels.service.ts';

export function registerHotelsRoutes(app: FastifyInstance, hotels: HotelsService): void {
  app.get('/api/hotels', async (req, reply): Promise<Hotel[]> => {
    requireUser(req);
    const query = parse(listHotelsQuery, req.query);
    const { items, total, totalCapped } = await hotels.list(query);
    setPaginationHeaders(reply, total, query.page, query.pageSize, totalCapped);
    return items;
  });

  app.get('/api/hotels/:id', async (req): Promise<Hotel> => {
    requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    return hotels.get(id);
  });

  app.delete('/api/hotels/:id', async (req, reply) => {
    const user = requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    await hotels.remove(user.id, id);
    return reply.status(204).send();
  });

  app.get('/api/hotels/:id/sources', async (req): Promise<HotelSource[]> => {
    requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    return hotels.listSources(id);
  });

  app.post('/api/hotels/:id/scrape-source', async (req, reply) => {
    const user = requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    const body = parse(scrapeSourceRequest, req.body);
    const outcome = await hotels.scrapeSource(user.id, id, body);
    return reply.status(outcome.status).send(outcome.body);
  });
}
