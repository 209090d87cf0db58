import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  hotel,
  hotelIdParams,
  hotelSource,
  listHotelsQuery,
  scrapeSourceRequest,
  scrapeSourceResponse,
  type Hotel,
  type HotelSource,
} from '@hotel/contracts';
import { doc, noContent } from '../../lib/openapi.ts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { setPaginationHeaders } from '../../lib/pagination.ts';
import type { HotelsService } from './hotels.service.ts';

export function registerHotelsRoutes(app: FastifyInstance, hotels: HotelsService): void {
  app.get(
    '/api/hotels',
    doc({
      summary: 'List hotels (search, status filter, sort, pages)',
      description: 'Totals in x-total-count (x-total-capped when a broad search stopped counting).',
      tag: 'hotels',
      auth: 'user',
      querystring: listHotelsQuery,
      response: { 200: z.array(hotel) },
    }),
    async (req, reply): Promise<Hotel[]> => {
      requireUser(req);
      const query = parse(listHotelsQuery, req.query);
      const { items, total, totalCapped } = await hotels.list(query);
      setPaginationHeaders(reply, total, query.page, query.pageSize, totalCapped);
      return items;
    },
  );

  app.get(
    '/api/hotels/:id',
    doc({
      summary: 'One hotel',
      tag: 'hotels',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: hotel },
      errors: [404],
    }),
    async (req): Promise<Hotel> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return hotels.get(id);
    },
  );

  app.delete(
    '/api/hotels/:id',
    doc({
      summary: 'Delete a hotel with its snippets and profiles (audited)',
      tag: 'hotels',
      auth: 'user',
      params: hotelIdParams,
      response: { 204: noContent('Deleted') },
      errors: [404],
    }),
    async (req, reply) => {
      const user = requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      await hotels.remove(user.id, id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/hotels/:id/sources',
    doc({
      summary: 'Pages captured for a hotel',
      tag: 'hotels',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: z.array(hotelSource) },
      errors: [404],
    }),
    async (req): Promise<HotelSource[]> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return hotels.listSources(id);
    },
  );

  app.post(
    '/api/hotels/:id/scrape-source',
    doc({
      summary: 'Capture one more page for a hotel',
      description:
        'Waits for the capture up to a bound: 200 when done, 202 while it still runs, 422 with the reason when the page cannot be captured.',
      tag: 'hotels',
      auth: 'user',
      params: hotelIdParams,
      body: scrapeSourceRequest,
      response: { 200: scrapeSourceResponse, 202: scrapeSourceResponse },
      errors: [404, 422],
    }),
    async (req, reply) => {
      const user = requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      const body = parse(scrapeSourceRequest, req.body);
      const outcome = await hotels.scrapeSource(user.id, id, body);
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
