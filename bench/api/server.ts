/**
 * The real API, in its own process, for the API-at-scale benchmark (bench/api/run.ts forks it).
 * Separate from the load generator so autocannon and the server do not share one event loop,
 * and so the RSS we sample is the server's alone.
 *
 * Env in: DATABASE_URL, REDIS_URL, REDIS_PREFIX, DATA_DIR. IPC (parent ⇄ child):
 *   → { type: 'reset' }        clears the server-side timings
 *   → { type: 'timings' }      ← { type: 'timings', byRoute: { 'GET /api/hotels': number[] } } (ms)
 *   → { type: 'rss' }          ← { type: 'rss', rss }
 *   → { type: 'enqueue' }      ← { type: 'enqueue', ms, calls } time spent inside queue.enqueueScrapeHotels
 *   → { type: 'close' }        closes everything and exits
 */
import { pino } from 'pino';
import type { ScrapeHotelJob } from '@hotel/contracts';
import { createDb } from '@hotel/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv } from '../../apps/api/src/config/env.ts';
import { BullMqJobQueue, RedisEventBus, type JobQueue } from '@hotel/domain';
import type { AppDeps } from '../../apps/api/src/deps.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';

const env = loadEnv({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
  REDIS_PREFIX: process.env.REDIS_PREFIX,
  ALLOWED_EMAIL_DOMAIN: 'example.com',
  ADMIN_EMAILS: 'admin@example.com',
  DATA_DIR: process.env.DATA_DIR,
  LOG_LEVEL: 'silent',
  // One sign-in for the whole benchmark.
  ACCESS_TOKEN_TTL_SECONDS: '86400',
});
const logger = pino({ level: 'silent' });
const bull = new BullMqJobQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX });

// Enqueue time is measured around the real queue: the union of the lanes' busy intervals
// (first call start → last call end), so the POST /api/scrape split is DB vs Redis.
let enqueueFirst = 0;
let enqueueLast = 0;
let enqueueCalls = 0;
const queue: JobQueue = {
  async enqueueScrapeHotels(jobs: ScrapeHotelJob[]) {
    const t0 = performance.now();
    if (enqueueCalls === 0) enqueueFirst = t0;
    enqueueCalls += 1;
    await bull.enqueueScrapeHotels(jobs);
    enqueueLast = performance.now();
  },
  enqueueCaptureSource: (job) => bull.enqueueCaptureSource(job),
  waitForCapture: (id, ms) => bull.waitForCapture(id, ms),
  enqueueGenerateProfile: (job) => bull.enqueueGenerateProfile(job),
  ping: () => bull.ping(),
  close: () => bull.close(),
};
// As apps/api/src/main.ts builds it.
const db = createDb({ connectionString: env.DATABASE_URL, max: 20, applicationName: 'hotel-profiler-api' });
const events = new RedisEventBus({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, logger });
const deps: AppDeps = { env, db, queue, events, clock: systemClock, logger };
const app = await buildApp(deps, { webDistDir: null });

// Server-side time per route: from the request's arrival to the response sent (Fastify's own clock).
let byRoute: Record<string, number[]> = {};
app.addHook('onResponse', async (req, reply) => {
  const key = `${req.method} ${req.routeOptions.url ?? req.url}`;
  (byRoute[key] ??= []).push(reply.elapsedTime);
});

await app.ready();
await events.ready();
const address = await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (msg: { type: string }) => {
  const send = (m: unknown) => process.send?.(m);
  switch (msg.type) {
    case 'reset':
      byRoute = {};
      enqueueCalls = 0;
      send({ type: 'reset' });
      break;
    case 'timings':
      send({ type: 'timings', byRoute });
      break;
    case 'rss':
      send({ type: 'rss', rss: process.memoryUsage().rss });
      break;
    case 'enqueue':
      send({ type: 'enqueue', ms: enqueueCalls ? enqueueLast - enqueueFirst : 0, calls: enqueueCalls });
      break;
    case 'close':
      void (async () => {
        await app.close();
        await Promise.allSettled([queue.close(), events.close(), db.destroy()]);
        send({ type: 'closed' });
        process.exit(0);
      })();
      break;
  }
});
process.send?.({ type: 'listening', address });
