/**
 * Worker process: BullMQ workers for the three queues against the shared Redis and Postgres.
 * Any number of these can run; SIGTERM drains the jobs in hand, a SIGKILLed worker's jobs are
 * taken over by the others once their lock expires (stalled-job check).
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { RECHECK_QUEUE, WEBHOOK_QUEUE } from '@hotel/contracts';
import { QUEUE_NAMES, BullMqJobQueue, BullMqWebhookQueue, createWebhookEmitter, DEVELOPMENT_WEBHOOK_KEY, startRun, webhookSecretKey, createRedisPublisher } from '@hotel/domain';
import { createDb } from '@hotel/db';
import { sql } from 'kysely';
import { createRedisModelRateLimiter } from './ai/rate-limit.ts';
import { createModelRegistry } from './ai/registry.ts';
import { aiConfig, loadWorkerConfig, workerDbPoolSize } from './config.ts';
import { crawlSite } from './crawl/crawl-site.ts';
import { createFetcher } from './fetch/index.ts';
import { startMaintenance } from './maintenance/maintenance.ts';
import { createWorkerMetrics } from './metrics/metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';
import { createWorkers } from './queues.ts';
import { startRecheckScheduler } from './recheck/scheduler.ts';
import { createWebhookSender } from './webhooks/webhook-sender.ts';
import { createWebhookWorker } from './webhooks/webhook-worker.ts';

const config = loadWorkerConfig(process.env);
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'worker', pid: process.pid } });

// Optional tuning, mainly so tests can see a killed worker's job taken over in seconds.
const intEnv = (name: string, def: number): number => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : def;
};

const db = createDb({ connectionString: config.DATABASE_URL, max: workerDbPoolSize(config), applicationName: 'hotel-profiler-worker' });
// BullMQ needs maxRetriesPerRequest null on connections it blocks on.
const queueRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
const redis = new Redis(config.REDIS_URL);
queueRedis.on('error', (err) => logger.error({ err: err.message }, 'redis (queue) error'));
redis.on('error', (err) => logger.error({ err: err.message }, 'redis error'));

const metrics = createWorkerMetrics();
const fetcher = metrics.instrumentFetcher(createFetcher({ config, redis, logger }));
const registry = metrics.instrumentRegistry(
  createModelRegistry(aiConfig(config), {
    limiter: metrics.instrumentModelLimiter(
      createRedisModelRateLimiter(redis, config.REDIS_PREFIX, {
        rpm: { anthropic: config.MODEL_RPM_ANTHROPIC, openai: config.MODEL_RPM_OPENAI },
        tpm: { anthropic: config.MODEL_TPM_ANTHROPIC, openai: config.MODEL_TPM_OPENAI },
      }),
    ),
    concurrency: config.MODEL_CONCURRENCY,
  }),
);
const publisher = createRedisPublisher(redis, config.REDIS_PREFIX);
const webhookQueue = new BullMqWebhookQueue({ connection: queueRedis, prefix: config.REDIS_PREFIX });
const webhooks = createWebhookEmitter({ db, queue: webhookQueue });
const webhookSender = createWebhookSender({
  allowPrivateHosts: config.WEBHOOK_ALLOW_PRIVATE_HOSTS,
  timeoutMs: config.WEBHOOK_TIMEOUT_MS,
  userAgent: config.USER_AGENT,
});
const workers = createWorkers(
  queueRedis,
  {
    db,
    fetcher,
    crawl: crawlSite,
    registry,
    publisher,
    logger,
    defaultMaxPages: config.CRAWL_MAX_PAGES,
    webhooks,
  },
  {
    prefix: config.REDIS_PREFIX,
    crawlConcurrency: config.CRAWL_CONCURRENCY,
    modelConcurrency: config.MODEL_CONCURRENCY,
    lockDurationMs: intEnv('WORKER_LOCK_DURATION_MS', 60_000),
    stalledIntervalMs: intEnv('WORKER_STALLED_INTERVAL_MS', 15_000),
    maxStalledCount: 2,
  },
);

const maintenance = await startMaintenance(queueRedis, config.REDIS_PREFIX, {
  db,
  publisher,
  logger,
  now: () => new Date(),
  auditRetentionDays: config.AUDIT_RETENTION_DAYS,
  processingTimeoutMinutes: config.PROCESSING_TIMEOUT_MINUTES,
  webhookLogRetentionDays: config.WEBHOOK_LOG_RETENTION_DAYS,
  webhooks,
});
const webhookWorker = createWebhookWorker(
  queueRedis,
  { db, sender: webhookSender, secretKey: webhookSecretKey(config.WEBHOOK_SECRET_KEY ?? DEVELOPMENT_WEBHOOK_KEY), logger },
  { prefix: config.REDIS_PREFIX },
);

// Scheduled re-checks start their runs through the one start-run, as the console does.
const runQueue = new BullMqJobQueue({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
const rechecks = await startRecheckScheduler(queueRedis, config.REDIS_PREFIX, {
  db,
  logger,
  now: () => new Date(),
  defaultDays: config.RECHECK_DAYS,
  maxPerHour: config.RECHECK_MAX_PER_HOUR,
  startRun: (input) => startRun({ db, queue: runQueue, clock: { now: () => new Date() }, logger }, { ...input, model: registry.defaultModelId }),
});

await Promise.all([...workers, maintenance.worker, rechecks.worker, webhookWorker].map((w) => w.waitUntilReady()));

metrics.watch([...workers, maintenance.worker, rechecks.worker, webhookWorker]);
const depthQueues = [...Object.values(QUEUE_NAMES), WEBHOOK_QUEUE, RECHECK_QUEUE].map((name) => new Queue(name, { connection: queueRedis, prefix: config.REDIS_PREFIX }));
metrics.watchDepths(depthQueues);
let metricsServer: MetricsServer | null = null;
if (config.METRICS_PORT) {
  metricsServer = await startMetricsServer({
    port: config.METRICS_PORT,
    registry: metrics.registry,
    token: config.METRICS_TOKEN,
    async health() {
      const stopped = [...workers, maintenance.worker, rechecks.worker, webhookWorker].filter((w) => !w.isRunning()).map((w) => w.name);
      if (stopped.length) return `not consuming: ${stopped.join(', ')}`;
      await Promise.all([redis.ping(), sql`SELECT 1`.execute(db)]);
      return null;
    },
  });
}
logger.info(
  {
    queues: workers.map((w) => w.name),
    prefix: config.REDIS_PREFIX,
    crawlConcurrency: config.CRAWL_CONCURRENCY,
    modelConcurrency: config.MODEL_CONCURRENCY,
    modelRpm: { anthropic: config.MODEL_RPM_ANTHROPIC, openai: config.MODEL_RPM_OPENAI },
    modelTpm: { anthropic: config.MODEL_TPM_ANTHROPIC, openai: config.MODEL_TPM_OPENAI },
    defaultModel: registry.defaultModelId,
    models: registry
      .list()
      .filter((m) => m.available)
      .map((m) => m.id),
    fetchMode: config.FETCH_MODE,
    metricsPort: metricsServer?.port ?? null,
  },
  'worker ready',
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'draining: finishing jobs in hand, taking no new ones');
  try {
    await Promise.all([...workers, webhookWorker].map((w) => w.close()));
    await maintenance.close();
    await webhookQueue.close();
    await webhookSender.close();
    await rechecks.close();
    await runQueue.close();
    await metricsServer?.close();
    await Promise.all(depthQueues.map((q) => q.close()));
    await fetcher.close();
    await db.destroy();
    await Promise.all([queueRedis.quit(), redis.quit()]);
    logger.info('worker stopped');
    process.exit(0);
  } catch (err) {
    logger.error({ err: (err as Error).message }, 'unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
