import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@hotel/db';
import { errorBody } from '@hotel/contracts';
import { doc } from '../../lib/openapi.ts';
import type { JobQueue } from '@hotel/domain';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthDeps {
  db: Db;
  queue: JobQueue;
  /** Extra Redis clients the API holds (rate limiter); each must answer PING. */
  redisPings?: Array<() => Promise<unknown>>;
}

/** /healthz says the process is alive; /readyz says it can serve (Postgres and Redis answer). */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const healthz = doc({ summary: 'The process is alive', tag: 'operations', auth: 'public', response: { 200: z.object({ status: z.literal('ok') }) } });
  app.get('/healthz', { logLevel: 'warn', ...healthz }, async () => ({ status: 'ok' }));

  const readyz = doc({
    summary: 'PostgreSQL and Redis answer: the instance can serve',
    tag: 'operations',
    auth: 'public',
    response: { 200: z.object({ status: z.literal('ready') }), 503: errorBody.describe('Not ready: names what is unavailable (UNAVAILABLE)') },
  });
  app.get('/readyz', { logLevel: 'warn', ...readyz }, async (_req, reply) => {
    const checks: Array<[string, () => Promise<unknown>]> = [
      ['PostgreSQL', () => sql`select 1`.execute(deps.db)],
      ['Redis', () => Promise.all([deps.queue.ping(), ...(deps.redisPings ?? []).map((p) => p())])],
    ];
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return null;
        } catch {
          return name;
        }
      }),
    );
    const down = results.filter((n): n is string => n !== null);
    void reply.header('cache-control', 'no-store');
    if (down.length > 0) {
      return reply.status(503).send({ code: 'UNAVAILABLE', message: `Not ready: ${down.join(' and ')} unavailable` });
    }
    return { status: 'ready' };
  });
}
