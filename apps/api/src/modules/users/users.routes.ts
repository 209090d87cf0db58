import type { FastifyInstance } from 'fastify';
import { PAGINATION_HEADERS, listUsersQuery, userIdParams, type User } from '@hotel/contracts';
import { requireAdmin } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { setPaginationHeaders } from '../../lib/pagination.ts';
import type { UsersService } from './users.service.ts';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService): void {
  app.get('/api/users', async (req, reply): Promise<User[]> => {
    requireAdmin(req);
    const { items, total, page, pageSize } = await users.list(parse(listUsersQuery, req.query));
    if (pageSize === null) void reply.header(PAGINATION_HEADERS.total, String(total));
    else setPaginationHeaders(reply, total, page, pageSize);
    return items;
  });

  app.patch('/api/users/:id/deactivate', async (req): Promise<User> => {
    const admin = requireAdmin(req);
    const { id } = parse(userIdParams, req.params);
    return users.deactivate(admin.id, id);
  });

  app.patch('/api/users/:id/activate', async (req): Promise<User> => {
    const admin = requireAdmin(req);
    const { id } = parse(userIdParams, req.params);
    return users.activate(admin.id, id);
  });
}
