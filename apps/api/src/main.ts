import { pino } from 'pino';
import { createDb, migrateToLatest } from '@hotel/db';
import { BullMqJobQueue, RedisEventBus } from '@hotel/domain';
import { loadEnv, type Env } from './config/env.ts';
import { buildApp } from './app.ts';
import { systemClock } from './lib/clock.ts';

let env: Env;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const logger = pino({ level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] });

const db = createDb({ connectionString: env.DATABASE_URL, max: 20, applicationName: 'hotel-profiler-api' });
// With separate roles the application role cannot change the schema: the owner migrates, briefly.
const migrator = env.MIGRATION_DATABASE_URL ? createDb({ connectionString: env.MIGRATION_DATABASE_URL, max: 1, applicationName: 'hotel-profiler-migrate' }) : db;
try {
  const applied = await migrateToLatest(migrator);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
} catch (err) {
  const url = env.MIGRATION_DATABASE_URL ? 'MIGRATION_DATABASE_URL' : 'DATABASE_URL';
  logger.fatal({ err }, `database migration failed; is PostgreSQL reachable at ${url}?`);
  await db.destroy().catch(() => {});
  if (migrator !== db) await migrator.destroy().catch(() => {});
  process.exit(1);
}
if (migrator !== db) await migrator.destroy();

const queue = new BullMqJobQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX });
const events = new RedisEventBus({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, logger });
const app = await buildApp({ env, db, queue, events, clock: systemClock, logger });

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (err) {
  logger.fatal({ err }, 'could not listen');
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
logger.info({ port }, `Hotel Profiler API listening on ${env.PUBLIC_URL ?? `http://${shownHost}:${port}`}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // A stuck dependency must not keep the process alive forever.
  const force = setTimeout(() => {
    logger.error('shutdown timed out; exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    // app.close stops accepting, lets in-flight requests finish, and closes every /ws socket.
    await app.close();
    await Promise.allSettled([queue.close(), events.close()]);
    await db.destroy();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
