import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServerOptions {
  port: number;
  host?: string;
  registry: Registry;
  /** When set, GET /metrics answers only `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Null when healthy, else what is wrong (answered with 503). */
  health: () => Promise<string | null>;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 3_000;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/**
 * The worker's only listening port (METRICS_PORT): GET /metrics for Prometheus and GET /healthz
 * for the compose healthcheck and orchestrators. Errors answer the API's `{code, message}` shape.
 */
export async function startMetricsServer(opts: MetricsServerOptions): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const handle = async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Only GET is allowed' });
      if (path === '/healthz') {
        // A Redis that went away queues the ping instead of failing it: bound the wait.
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('health check timed out'), HEALTH_TIMEOUT_MS)));
        const problem = await Promise.race([opts.health(), timedOut])
          .catch((err: unknown) => (err as Error).message || 'health check failed')
          .finally(() => clearTimeout(timer));
        return problem ? json(res, 503, { status: 'unavailable', reason: problem }) : json(res, 200, { status: 'ok' });
      }
      if (path === '/metrics') {
        if (opts.token && !tokenMatches(req.headers.authorization, opts.token)) {
          return json(res, 401, { code: 'UNAUTHORIZED', message: 'A valid metrics token is required' });
        }
        res.writeHead(200, { 'content-type': opts.registry.contentType }).end(await opts.registry.metrics());
        return;
      }
      json(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    };
    handle().catch(() => {
      if (!res.headersSent) json(res, 500, { code: 'INTERNAL', message: 'Metrics could not be collected' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
