import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '@hotel/db';
import type { JobQueue } from '../../deps.ts';

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
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
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
