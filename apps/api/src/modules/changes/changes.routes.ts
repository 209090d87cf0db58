import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeEntry,
  hotelIdParams,
  listChangesQuery,
  pendingChange,
  restoreProfileRequest,
  restoreProfileResponse,
  reviewChangesResponse,
  type ChangeEntry,
  type PendingChange,
  type RestoreProfileResponse,
  type ReviewChangesResponse,
} from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { doc } from '../../lib/openapi.ts';
import { setPaginationHeaders } from '../../lib/pagination.ts';
import { parse } from '../../lib/validate.ts';
import type { ChangesService } from './changes.service.ts';

export function registerChangesRoutes(app: FastifyInstance, changes: ChangesService): void {
  app.get(
    '/api/changes',
    doc({
      summary: 'Hotels whose latest profile change is not reviewed yet, newest first',
      description: 'Filter by the field a change touches and by when it was made; totals in x-total-count.',
      tag: 'changes',
      auth: 'user',
      querystring: listChangesQuery,
      response: { 200: z.array(changeEntry) },
    }),
    async (req, reply): Promise<ChangeEntry[]> => {
      requireUser(req);
      const query = parse(listChangesQuery, req.query);
      const { items, total } = await changes.list(query);
      setPaginationHeaders(reply, total, query.page, query.pageSize);
      return items;
    },
  );

  app.get(
    '/api/hotels/:id/changes',
    doc({
      summary: "The hotel's profile change waiting for review, if any",
      tag: 'changes',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: pendingChange },
      errors: [404],
    }),
    async (req): Promise<PendingChange> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return changes.pending(id);
    },
  );

  app.post(
    '/api/hotels/:id/changes/review',
    doc({
      summary: "Mark the hotel's profile changes reviewed (audited)",
      tag: 'changes',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: reviewChangesResponse },
      errors: [404, 409],
    }),
    async (req): Promise<ReviewChangesResponse> => {
      const user = requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return changes.review(user.id, id);
    },
  );

  app.post(
    '/api/hotels/:id/profile/restore',
    doc({
      summary: "Restore an earlier profile version's fields as a new version (audited)",
      tag: 'changes',
      auth: 'user',
      params: hotelIdParams,
      body: restoreProfileRequest,
      response: { 200: restoreProfileResponse },
      errors: [404, 409],
    }),
    async (req): Promise<RestoreProfileResponse> => {
      const user = requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      const { version } = parse(restoreProfileRequest, req.body);
      return changes.restore(user.id, id, version);
    },
  );
}
