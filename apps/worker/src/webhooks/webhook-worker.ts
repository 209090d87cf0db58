import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { WEBHOOK_QUEUE } from '@hotel/contracts';
import { handleWebhookDelivery, type WebhookDeliveryDeps } from './deliver-webhook.ts';

/**
 * The consumer of the `webhooks` queue. Deliveries wait on other sites, not on this machine, so
 * more run at once than crawl jobs; BullMQ's exponential backoff (set by the producer) spaces retries.
 */
export function createWebhookWorker(connection: Redis, deps: WebhookDeliveryDeps, opts: { prefix: string; concurrency?: number }): Worker {
  const worker = new Worker(WEBHOOK_QUEUE, (job: Job) => handleWebhookDelivery(job, deps), {
    connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency ?? 8,
  });
  worker.on('error', (err) => deps.logger.error({ queue: WEBHOOK_QUEUE, err: err.message }, 'worker error'));
  return worker;
}
