/**
 * The worker's Prometheus figures (decision 181): job durations and outcomes by queue, queue
 * depths read from Redis at scrape time, and fetch outcomes by class. One Registry per process,
 * passed in; the HTTP side is in metrics-server.ts.
 */
import type { Queue, Worker } from 'bullmq';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { estimateCostUsd } from '../ai/pricing.ts';
import type { ModelRateLimiter } from '../ai/rate-limit.ts';
import type { ModelRegistry } from '../ai/registry.ts';
import { CrawlError, SsrfBlockedError, ThrottledError } from '../errors.ts';
import { CLASS_REASONS, type Fetcher } from '../fetch/index.ts';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;

export type FetchOutcome = 'ok' | 'robots' | 'ssrf' | 'timeout' | '4xx' | '5xx' | 'shell' | 'throttled' | 'refused' | 'network';

const SHELL_REASONS = new Set<string>(Object.values(CLASS_REASONS));

/** The class of a fetch's end, from the error the fetcher throws (reasons are its stable texts). */
export function fetchOutcome(err: unknown): FetchOutcome {
  if (err === null) return 'ok';
  if (err instanceof SsrfBlockedError) return 'ssrf';
  if (err instanceof ThrottledError) return 'throttled';
  if (!(err instanceof CrawlError)) return 'network';
  const reason = err.reason;
  if (reason === 'Blocked by robots.txt') return 'robots';
  if (/^HTTP 4\d\d\b/.test(reason)) return '4xx';
  if (/^HTTP 5\d\d\b/.test(reason)) return '5xx';
  if (/timed out/i.test(reason)) return 'timeout';
  if (SHELL_REASONS.has(reason)) return 'shell';
  return err.name === 'NonRetryableError' ? 'refused' : 'network';
}

export interface WorkerMetrics {
  registry: Registry;
  /** Records duration and outcome of every job the workers finish or fail. */
  watch(workers: Worker[]): void;
  /** Depth of these queues, read when Prometheus scrapes. */
  watchDepths(queues: Queue[]): void;
  /** The same fetcher, counting each page fetch's outcome. */
  instrumentFetcher(fetcher: Fetcher): Fetcher;
  /** The same models, counting the tokens and estimated cost of every model call by model. */
  instrumentRegistry(registry: ModelRegistry): ModelRegistry;
  /** The same model-call limiter, timing the waits it imposes and counting provider pauses. */
  instrumentModelLimiter(limiter: ModelRateLimiter): ModelRateLimiter;
}

export function createWorkerMetrics(): WorkerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a worker spent on a job, by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const fetches = new Counter({
    name: 'fetch_outcomes_total',
    help: 'Page fetches by outcome class (ok, robots, ssrf, timeout, 4xx, 5xx, shell, throttled, refused, network).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'llm_tokens_total',
    help: 'Tokens sent to and received from model providers, by model and direction (input, output).',
    labelNames: ['model', 'direction'] as const,
    registers: [registry],
  });
  const cost = new Counter({
    name: 'llm_cost_usd_total',
    help: 'Estimated cost of model calls in US dollars, by model.',
    labelNames: ['model'] as const,
    registers: [registry],
  });
  const countUsage = (model: string, input: number, output: number, usd: number) => {
    tokens.inc({ model, direction: 'input' }, input);
    tokens.inc({ model, direction: 'output' }, output);
    cost.inc({ model }, usd);
  };
  const limitWaits = new Histogram({
    name: 'llm_rate_limit_wait_seconds',
    help: 'Time a model call waited for the shared per-provider rate or a provider pause (decision 280), by provider.',
    labelNames: ['provider'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const pauses = new Counter({
    name: 'llm_provider_pauses_total',
    help: 'Throttling answers (429, 529, 503) that paused a provider for every worker, by provider.',
    labelNames: ['provider'] as const,
    registers: [registry],
  });
  const depthQueues: Queue[] = [];
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in each queue by state, read from Redis when scraped.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of depthQueues) {
        const counts = await queue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });

  return {
    registry,
    watch(workers) {
      for (const worker of workers) {
        const seconds = (job: { processedOn?: number | undefined; finishedOn?: number | undefined }) =>
          job.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : 0;
        worker.on('completed', (job) => durations.observe({ queue: worker.name, outcome: 'completed' }, seconds(job)));
        worker.on('failed', (job, err) => {
          // A throttled job moved back to the delayed set has not failed.
          if (!job || err.name === 'DelayedError') return;
          durations.observe({ queue: worker.name, outcome: 'failed' }, seconds(job));
        });
      }
    },
    watchDepths(queues) {
      depthQueues.push(...queues);
    },
    instrumentFetcher(fetcher) {
      return {
        async fetchPage(url, opts) {
          try {
            const page = await fetcher.fetchPage(url, opts);
            fetches.inc({ outcome: 'ok' });
            return page;
          } catch (err) {
            fetches.inc({ outcome: fetchOutcome(err) });
            throw err;
          }
        },
        close: () => fetcher.close(),
        ...(fetcher.sitemapsFor ? { sitemapsFor: fetcher.sitemapsFor.bind(fetcher) } : {}),
      };
    },
    instrumentModelLimiter(limiter) {
      return {
        async acquire(provider, call) {
          const started = performance.now();
          try {
            await limiter.acquire(provider, call);
          } finally {
            limitWaits.observe({ provider }, (performance.now() - started) / 1000);
          }
        },
        refund: (provider, tokens) => limiter.refund(provider, tokens),
        async pause(provider, ms) {
          pauses.inc({ provider });
          await limiter.pause(provider, ms);
        },
      };
    },
    instrumentRegistry(models) {
      return {
        list: () => models.list(),
        get defaultModelId() {
          return models.defaultModelId;
        },
        resolve(modelId) {
          const resolved = models.resolve(modelId);
          // The generator keeps its own client, so counting both wrappers never counts a call twice.
          const llm = resolved.llm;
          return {
            ...resolved,
            generator: {
              async generate(input) {
                const out = await resolved.generator.generate(input);
                countUsage(resolved.id, out.usage.inputTokens, out.usage.outputTokens, out.usage.costUsd);
                return out;
              },
            },
            llm: llm && {
              provider: llm.provider,
              model: llm.model,
              async complete(req) {
                const answer = await llm.complete(req);
                countUsage(resolved.id, answer.inputTokens, answer.outputTokens, estimateCostUsd(llm.model, answer.inputTokens, answer.outputTokens));
                return answer;
              },
            },
          };
        },
      };
    },
  };
}
