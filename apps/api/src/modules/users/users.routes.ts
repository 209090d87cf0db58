import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGINATION_HEADERS, listUsersQuery, user, userIdParams, type User } from '@hotel/contracts';
import { doc } from '../../lib/openapi.ts';
import { requireAdmin } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { setPaginationHeaders } from '../../lib/pagination.ts';
import type { UsersService } from './users.service.ts';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService): void {
  app.get(
    '/api/users',
    doc({
      summary: 'List users (admins only)',
      description: 'Total in x-total-count; pages when pageSize is given.',
      tag: 'users',
      auth: 'admin',
      querystring: listUsersQuery,
      response: { 200: z.array(user) },
    }),
    async (req, reply): Promise<User[]> => {
      requireAdmin(req);
      const { items, total, page, pageSize } = await users.list(parse(listUsersQuery, req.query));
      if (pageSize === null) void reply.header(PAGINATION_HEADERS.total, String(total));
      else setPaginationHeaders(reply, total, page, pageSize);
      return items;
    },
  );

  app.patch(
    '/api/users/:id/deactivate',
    doc({
      summary: 'Deactivate a user: signed out everywhere at once (admins only, not themselves)',
      tag: 'users',
      auth: 'admin',
      params: userIdParams,
      response: { 200: user },
      errors: [404],
    }),
    async (req): Promise<User> => {
      const admin = requireAdmin(req);
      const { id } = parse(userIdParams, req.params);
      return users.deactivate(admin.id, id);
    },
  );

  app.patch(
    '/api/users/:id/activate',
    doc({
      summary: 'Activate a user (admins only, not themselves)',
      tag: 'users',
      auth: 'admin',
      params: userIdParams,
      response: { 200: user },
      errors: [404],
    }),
    async (req): Promise<User> => {
      const admin = requireAdmin(req);
      const { id } = parse(userIdParams, req.params);
      return users.activate(admin.id, id);
    },
  );
}
