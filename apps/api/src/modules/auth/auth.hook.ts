import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { ACCOUNT_INACTIVE_MESSAGE, type AuthService } from './auth.service.ts';

const PUBLIC_API = new Set([
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/config',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
]);

/** The API's own description (decision 210) names routes and shapes, never data. */
const PUBLIC_DOCS = ['/api/openapi.json', '/api/docs'];

export function isPublicApiPath(path: string): boolean {
  return (
    PUBLIC_API.has(path) ||
    path.startsWith('/api/auth/google/') ||
    PUBLIC_DOCS.some((p) => path === p || path.startsWith(`${p}/`))
  );
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Sets request.authUser for every request and refuses unauthenticated /api calls, so a new route
 * is closed by default: only the sign-in endpoints above are public.
 */
export function installAuthHook(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (req) => {
    req.authUser = null;
    const path = req.url.split('?', 1)[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const token = bearerToken(req);
    let inactive = false;
    let invalid = false;
    if (token) {
      const result = await auth.authenticate(token);
      if (result && 'user' in result) req.authUser = result.user;
      else if (result && 'inactive' in result) inactive = true;
      else invalid = true;
    }
    // Judge publicness by the route that matched, not the raw URL, so no spelling of a path
    // (encoded characters, dot segments) can make a private route look like a public one.
    const matched = req.routeOptions.url;
    if (!isApi || req.authUser || (matched !== undefined && isPublicApiPath(matched))) return;
    if (inactive) throw new AppError('ACCOUNT_INACTIVE', ACCOUNT_INACTIVE_MESSAGE);
    throw new AppError('UNAUTHORIZED', invalid ? 'Invalid or expired access token' : 'Authentication required');
  });
}
