import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { doc } from '../../lib/openapi.ts';

export interface MetricsOptions {
  /** When set, GET /metrics answers only `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/** Constant-time, so the token cannot be guessed a byte at a time from response times. */
export function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus text at GET /metrics: request latency by route pattern (never the raw URL, whose ids
 * would make a series per hotel) and the process's own figures. A registry of its own per app, so
 * several apps in one test process never share counters.
 */
export function registerMetricsRoutes(app: FastifyInstance, opts: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (req, reply) => {
    latency.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      ...doc({
        summary: 'Prometheus metrics (bearer METRICS_TOKEN when set)',
        tag: 'operations',
        auth: 'metrics-token',
        response: {
          200: {
            description: 'Prometheus text exposition format',
            content: { 'text/plain': { schema: z.string() } },
          },
        },
      }),
    },
    async (req, reply) => {
      if (opts.token && !bearerMatches(req, opts.token))
        throw unauthorized('A valid metrics token is required');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
  return registry;
}
