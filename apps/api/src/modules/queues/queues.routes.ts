import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isoDate } from '@hotel/contracts';
import type { AuthUser } from '../../lib/guards.ts';
import { requireAdmin } from '../../lib/guards.ts';
import { doc } from '../../lib/openapi.ts';
import { classifyDashboardRequest } from './dashboard-actions.ts';
import type { QueueDashboard } from './queue-dashboard.ts';
import type { QueuesService } from './queues.service.ts';
import { SIGN_IN_PAGE, SIGN_IN_SCRIPT, SIGN_IN_SCRIPT_PATH } from './sign-in-page.ts';

/** Establishes the caller from an access token, re-reading the user (the auth service's authenticate). */
export type Authenticate = (
  token: string,
) => Promise<{ user: AuthUser; expiresAt: Date } | { inactive: true } | null>;

export const DASHBOARD_PATH = '/admin/queues';
/** httpOnly, SameSite=Strict, scoped to the dashboard: the admin's access token, so it dies with it. */
export const DASHBOARD_COOKIE = 'hp_queues';

const sessionResponse = z.object({
  url: z.string().describe('Where the dashboard is: open it in the same browser'),
  expiresAt: isoDate.describe('The cookie ends with the access token it carries'),
});

export interface QueuesRoutesDeps {
  dashboard: QueueDashboard;
  queues: QueuesService;
  authenticate: Authenticate;
  /** Secure cookies (production over https). */
  secureCookies: boolean;
}

function bearer(req: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m?.[1] ?? null;
}

/** The dashboard's HTML entry (a client-side route of Bull Board), as opposed to its API and assets. */
function isEntryPage(req: FastifyRequest): boolean {
  const route = (req.routeOptions.url ?? '').slice(DASHBOARD_PATH.length);
  return !route.startsWith('/api/') && !route.startsWith('/static/');
}

const REFUSAL_CODE = { 400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' } as const;

function refuse(reply: FastifyReply, status: 400 | 401 | 403, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ code: REFUSAL_CODE[status], message });
}

/*
 * The dashboard's own API reads its query strings unchecked, and Bull Board joins its validation
 * messages with NUL, so a control character in a value broke its error handling into a 500: such
 * values are refused here, in the API's error shape, before the plugin sees them.
 */
const CONTROL = /\p{Cc}/u;
const dashboardQuery = z.record(
  z.string().refine((k) => !CONTROL.test(k)),
  z.union([z.string(), z.array(z.string())]).refine((v) => ![v].flat().some((x) => CONTROL.test(x))),
);

/**
 * The queue dashboard (Bull Board) at /admin/queues, for admins only (decision 211). A browser
 * reaches it with a short-lived cookie that POST /api/admin/queues/session sets for a signed-in
 * admin (the console's access token lives in memory, so a plain navigation carries no bearer); an
 * API client may send its bearer header instead. Every request re-reads the user, so a deactivated
 * or demoted admin is out at once; retry/clean/promote/pause/resume are audited, other writes refused.
 */
export async function registerQueuesRoutes(app: FastifyInstance, deps: QueuesRoutesDeps): Promise<void> {
  app.post(
    '/api/admin/queues/session',
    doc({
      summary: 'Open the queue dashboard in this browser (admins only)',
      description: `Sets the ${DASHBOARD_COOKIE} cookie (httpOnly, SameSite=Strict, path ${DASHBOARD_PATH}) to the caller's access token, so a navigation to ${DASHBOARD_PATH} is signed in until that token expires.`,
      tag: 'operations',
      auth: 'admin',
      response: { 200: sessionResponse },
    }),
    async (req, reply) => {
      requireAdmin(req);
      const token = bearer(req);
      const auth = token ? await deps.authenticate(token) : null;
      if (!token || !auth || !('user' in auth)) return refuse(reply, 401, 'Authentication required');
      void reply.setCookie(DASHBOARD_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        path: DASHBOARD_PATH,
        expires: auth.expiresAt,
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ url: `${DASHBOARD_PATH}/`, expiresAt: auth.expiresAt.toISOString() });
    },
  );

  app.get(SIGN_IN_SCRIPT_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SIGN_IN_SCRIPT),
  );

  await app.register(async (scope) => {
    // Runs before Bull Board's own handlers; answers itself (in the API's error shape) rather than
    // throwing, because errors inside the plugin would go to Bull Board's error handler.
    scope.addHook('onRequest', async (req, reply) => {
      let user: AuthUser | null = req.authUser;
      if (!user) {
        const token = bearer(req) ? null : (req.cookies[DASHBOARD_COOKIE] ?? null);
        const auth = token ? await deps.authenticate(token) : null;
        if (auth && 'user' in auth) user = auth.user;
        else if (auth && 'inactive' in auth) return refuse(reply, 401, 'This account has been deactivated');
      }
      if (!user) {
        if (req.method === 'GET' && isEntryPage(req) && /text\/html/.test(req.headers.accept ?? '')) {
          return reply
            .status(401)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(SIGN_IN_PAGE);
        }
        return refuse(
          reply,
          401,
          'Authentication required: open the queue dashboard from the console as an admin',
        );
      }
      if (!user.isAdmin)
        return refuse(
          reply,
          403,
          'You do not have permission to access this page. Admin privileges required.',
        );
      req.authUser = user;
      if (!dashboardQuery.safeParse(req.query ?? {}).success)
        return refuse(reply, 400, 'Query parameters must not contain control characters');

      const route = (req.routeOptions.url ?? '').slice(DASHBOARD_PATH.length);
      const verdict = classifyDashboardRequest(
        req.method,
        route,
        (req.params ?? {}) as Record<string, string | undefined>,
      );
      if (verdict.kind === 'refused')
        return refuse(reply, 403, 'The queue dashboard allows retry, clean, promote, pause and resume only');
      void reply.header('cache-control', 'no-store');
    });
    // Recorded before the answer leaves, so a client that sees success finds the audit entry.
    scope.addHook('onSend', async (req, reply, payload) => {
      if (reply.statusCode >= 400 || !req.authUser) return payload;
      const route = (req.routeOptions.url ?? '').slice(DASHBOARD_PATH.length);
      const verdict = classifyDashboardRequest(
        req.method,
        route,
        (req.params ?? {}) as Record<string, string | undefined>,
      );
      if (verdict.kind !== 'allowed') return payload;
      await deps.queues.recordAction(req.authUser.id, verdict.action).catch((err: unknown) => {
        req.log.error({ err, action: verdict.action }, 'queue dashboard action done but not audited');
      });
      return payload;
    });
    await scope.register(deps.dashboard.plugin, { prefix: DASHBOARD_PATH });
  });
}
