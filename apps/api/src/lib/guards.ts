import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Who is calling, as established by the auth hook from a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return req.authUser;
}

export function requireAdmin(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (!user.isAdmin) {
    throw new AppError('FORBIDDEN', 'You do not have permission to access this page. Admin privileges required.');
  }
  return user;
}
