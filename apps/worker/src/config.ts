/**
 * Worker environment, parsed once at boot with zod. A bad variable fails fast with every
 * problem listed, instead of surfacing later as a confusing crawl error.
 */
import { z } from 'zod';
import { ANTHROPIC_MODELS } from '@hotel/contracts';
import type { AiConfig } from './ai/registry.ts';

const intWithDefault = (def: number, min = 0) =>
  z.preprocess((v) => (v === undefined || v === '' ? def : v), z.coerce.number().int().min(min));

const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

/** Sockets and memory per process: past this, one process should become two. */
export const MAX_CRAWL_CONCURRENCY = 64;
export const DEFAULT_CRAWL_CONCURRENCY = 16;
export const DEFAULT_MODEL_CONCURRENCY = 4;

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const csvList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : v),
  z.union([
    z.array(z.string()),
    z.string().transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]),
);

const ANTHROPIC_CATALOGUE_IDS: readonly string[] = ANTHROPIC_MODELS.map((m) => m.id);

/**
 * ANTHROPIC_MODEL_IDS, e.g. 'claude-haiku-4-5=claude-haiku-4-5-20251001,claude-opus-4-1=...': the
 * catalogue keeps the spec's ids while the API receives the ids an account or proxy expects.
 * A malformed entry or an id outside the catalogue fails at boot: ignored, it would silently send
 * the unmapped id and surface only as a provider error on the first job.
 */
const modelIdOverrides = z.preprocess(
  (v) => (v === undefined ? '' : v),
  z.string().transform((s, ctx) => {
    const out: Record<string, string> = {};
    for (const entry of s.split(',').map((x) => x.trim()).filter(Boolean)) {
      const [from, to, extra] = entry.split('=').map((x) => x.trim());
      if (!from || !to || extra !== undefined) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not catalogue-id=api-id` });
      } else if (!ANTHROPIC_CATALOGUE_IDS.includes(from)) {
        ctx.addIssue({ code: 'custom', message: `'${from}' is not an Anthropic catalogue id (${ANTHROPIC_CATALOGUE_IDS.join(', ')})` });
      } else out[from] = to;
    }
    return out;
  }),
);

const WorkerEnvSchema = z.object({
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/hotel_profiler'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('hp'),
  /**
   * Hotels crawled at once per process (scrape-hotel and capture-source jobs). Hotels are
   * different hosts, so per-host politeness does not bound this; memory and sockets do (each
   * crawl holds its pages and up to HOST_CONCURRENCY connections), hence the ceiling.
   */
  CRAWL_CONCURRENCY: optionalInt(1, MAX_CRAWL_CONCURRENCY),
  /** generate-profile jobs at once per process, and provider calls in flight per process (crawls queue for them). */
  MODEL_CONCURRENCY: optionalInt(1, 64),
  /** Deprecated: sets CRAWL_CONCURRENCY and MODEL_CONCURRENCY where those are unset (older .env files). */
  WORKER_CONCURRENCY: optionalInt(1, MAX_CRAWL_CONCURRENCY),
  /**
   * Model calls per minute to each provider, all worker processes together (decision 280); 0: no
   * limit of ours (the provider's 429 answers still pause every worker). The defaults are the
   * lowest paid tiers' request limits; raise them to the account's.
   */
  MODEL_RPM_ANTHROPIC: intWithDefault(50, 0),
  MODEL_RPM_OPENAI: intWithDefault(500, 0),
  /**
   * Tokens (input + output) per minute to each provider, all workers together; 0 (the default):
   * none. A call reserves its input estimate plus max_tokens and gives back what it did not use.
   */
  MODEL_TPM_ANTHROPIC: intWithDefault(0, 0),
  MODEL_TPM_OPENAI: intWithDefault(0, 0),

  /** host or host:port entries exempt from the private-address check (local fixture sites only). */
  SCRAPER_ALLOW_PRIVATE_HOSTS: csvList,
  FETCH_MODE: z.enum(['http', 'browser']).default('http'),
  SCRAPINGBEE_API_KEY: optionalString,
  SCRAPINGBEE_ENDPOINT: z.string().default('https://app.scrapingbee.com/api/v1/'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  CRAWL_MAX_PAGES: intWithDefault(6, 0),
  HOST_MIN_DELAY_MS: intWithDefault(1000, 0),
  HOST_CONCURRENCY: intWithDefault(2, 1),
  FETCH_TIMEOUT_MS: intWithDefault(20_000, 1),
  CONNECT_TIMEOUT_MS: intWithDefault(10_000, 1),
  MAX_BODY_BYTES: intWithDefault(5 * 1024 * 1024, 1024),
  USER_AGENT: z.string().min(1).default('HotelProfilerBot/1.0 (+https://hotelprofiler.dev/bot)'),

  /** Scheduled maintenance: audit entries older than this are deleted. */
  AUDIT_RETENTION_DAYS: intWithDefault(400, 1),
  /** Scheduled maintenance: a hotel `processing` for longer than this goes to `error`. */
  PROCESSING_TIMEOUT_MINUTES: intWithDefault(60, 1),

  /** Seals webhook secrets (decision 230): the API's value. Required in production; unset elsewhere, a fixed development key. */
  WEBHOOK_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  /** host or host:port webhook endpoints exempt from the SSRF guard's address checks (local receivers in tests only). */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: csvList,
  /** One deadline for a whole delivery (connect, answer, body). */
  WEBHOOK_TIMEOUT_MS: intWithDefault(10_000, 100),
  /** Deliveries older than this leave the log (scheduled maintenance). */
  WEBHOOK_LOG_RETENTION_DAYS: intWithDefault(30, 1),
  /** Scheduled re-checks: days between two re-checks of a hotel without its own interval (0: none). */
  RECHECK_DAYS: intWithDefault(30, 0),
  /** Scheduled re-checks: hotels re-checked per hour at most, all workers together. */
  RECHECK_MAX_PER_HOUR: intWithDefault(500, 1),

  /** Port of GET /metrics and GET /healthz; unset, the worker listens on no port. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65_535).optional()),
  /** Bearer token GET /metrics requires when set. */
  METRICS_TOKEN: optionalString,

  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString,
  ANTHROPIC_MODEL_IDS: modelIdOverrides,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODELS: optionalString,
});

export type WorkerConfig = Omit<z.infer<typeof WorkerEnvSchema>, 'CRAWL_CONCURRENCY' | 'MODEL_CONCURRENCY'> & {
  CRAWL_CONCURRENCY: number;
  MODEL_CONCURRENCY: number;
};

/**
 * PostgreSQL connections per worker process. A job holds at most one connection at a time, and
 * only between its network waits (crawl, model call), so jobs in flight past 16 share the pool
 * instead of growing it: at most 20 per process, so the number of processes, not their
 * concurrency, decides the connections. The 4 beyond are for maintenance, re-checks and webhooks.
 */
export function workerDbPoolSize(config: Pick<WorkerConfig, 'CRAWL_CONCURRENCY' | 'MODEL_CONCURRENCY'>): number {
  return Math.min(config.CRAWL_CONCURRENCY + config.MODEL_CONCURRENCY, 16) + 4;
}

/** The provider settings of the worker env, as the model registry takes them (worker, profile and import CLIs). */
export function aiConfig(config: WorkerConfig): AiConfig {
  return {
    anthropicApiKey: config.ANTHROPIC_API_KEY,
    anthropicBaseUrl: config.ANTHROPIC_BASE_URL,
    anthropicModelIds: config.ANTHROPIC_MODEL_IDS,
    openaiApiKey: config.OPENAI_API_KEY,
    openaiBaseUrl: config.OPENAI_BASE_URL,
    openaiModels: (config.OPENAI_MODELS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Parses the worker env; throws one Error listing every invalid variable. */
export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = WorkerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid worker environment:\n${lines.join('\n')}`);
  }
  if (env.NODE_ENV === 'production' && !parsed.data.WEBHOOK_SECRET_KEY) {
    throw new Error('Invalid worker environment:\n  WEBHOOK_SECRET_KEY: is required in production (the API seals webhook secrets with it)');
  }
  const { WORKER_CONCURRENCY: legacy } = parsed.data;
  return {
    ...parsed.data,
    CRAWL_CONCURRENCY: parsed.data.CRAWL_CONCURRENCY ?? legacy ?? DEFAULT_CRAWL_CONCURRENCY,
    MODEL_CONCURRENCY: parsed.data.MODEL_CONCURRENCY ?? legacy ?? DEFAULT_MODEL_CONCURRENCY,
  };
}
