/**
 * Shared by the security suite: the route table read from the live Fastify instance (so a route
 * added later is covered without touching these tests) and the checks on an error answer.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route of the instance, from `printRoutes({ commonPrefix: false })`. Each tree line is
 * `<indent><segment> (METHODS)`; the indent (4 characters per level) says which line is the
 * parent, and a child's path is its parent's path plus its own segment. A segment need not start
 * with '/': a prefix shared by routes is split wherever they differ ('/admin/queues' + '-sign-in.js').
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false, includeMeta: false });
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([\s│├└─]*)(\S+) \(([A-Z, ]+)\)\s*$/.exec(line);
    if (!m) continue;
    const depth = Math.round(m[1]!.length / 4) - 1;
    stack.length = Math.max(0, depth);
    const full = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = full;
    for (const method of m[3]!.split(',').map((s) => s.trim())) routes.push({ method, url: full });
  }
  return routes;
}

/** Non-/api routes and the sign-in endpoints that must answer without a token. */
export const PUBLIC_ROUTES = new Set([
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/config',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/auth/google/start',
  '/api/auth/google/callback',
  // The API's own documentation is public by design (decision 210): it names routes, not data.
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/',
  '/api/docs/*',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  // The queue dashboard's sign-in script: it holds no data and fetches the cookie through the session.
  '/admin/queues-sign-in.js',
  '/.well-known/jwks.json',
  '/healthz',
  '/readyz',
  // Prometheus scrapes without a session; METRICS_TOKEN guards it (src/modules/metrics tests).
  '/metrics',
  // The socket authenticates in its first message; refused cases live in src/realtime/ws-gateway.test.ts.
  '/ws',
]);

/** The queue dashboard (Bull Board): guarded by its own admin cookie, not by the bearer token. */
export const QUEUE_DASHBOARD_PREFIX = '/admin/queues';

/** Routes only an admin may call. */
export const ADMIN_ROUTES = new Set(['/api/users', '/api/users/:id/deactivate', '/api/users/:id/activate']);

/**
 * Values for the queue dashboard's path parameters (Bull Board routes under /admin/queues): a real
 * queue name, so a hole in its guard would reach the queue rather than a 404.
 */
export const QUEUE_ROUTE_PARAMS: Record<string, string> = {
  queueName: 'generate-profile',
  jobId: '1',
  queueStatus: 'failed',
  schedulerId: 'none',
};

/** Replaces `:name` segments with the given values. */
export function fillParams(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`No value for path parameter :${name} in ${url}`);
    return encodeURIComponent(v);
  });
}

/** Traces of a stack frame or a server file path that must never reach a client. */
const LEAK_PATTERNS: RegExp[] = [
  /\bat [\w.<>$]+ \(/, // "at fn (" stack frame
  /\bat (?:file:\/\/|\/|node:)/, // "at /path/x.ts:1:2" or "at node:internal"
  /\/work\/|node_modules|\.ts:\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /,
];

export function leaks(body: string): RegExp | null {
  return LEAK_PATTERNS.find((p) => p.test(body)) ?? null;
}
