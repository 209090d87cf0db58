import type { FastifyInstance } from 'fastify';
import { userIdParams, type User } from '@hotel/contracts';
import { requireAdmin } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { UsersService } from './users.service.ts';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService): void {
  app.get('/api/users', async (req): Promise<User[]> => {
    requireAdmin(req);
    return users.list();
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
