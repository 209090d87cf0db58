import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { WEBHOOK_QUEUE, type WebhookDeliveryJob } from '@hotel/contracts';

/**
 * A receiver that is down for a while still gets the event: 8 tries, 10 s doubling (the last
 * about 21 minutes after the first). Finished jobs go after a day: the delivery log is the record.
 */
export const WEBHOOK_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 86_400, count: 10_000 },
  removeOnFail: { age: 7 * 86_400 },
} as const satisfies JobsOptions;

/** Where deliveries are queued: the API (test events) and the workers (events) produce. */
export interface WebhookQueue {
  enqueueDeliveries(deliveryIds: string[]): Promise<void>;
  close(): Promise<void>;
}

/** BullMQ refuses ids with a single ':'; one job per delivery, so enqueueing twice adds nothing. */
export const webhookJobId = (deliveryId: string) => `webhook-${deliveryId}`;

export class BullMqWebhookQueue implements WebhookQueue {
  private readonly queue: Queue;
  private readonly ownConnection: Redis | null;

  /** Pass `connection` to share one (it must have maxRetriesPerRequest null), or `redisUrl` to own one. */
  constructor(opts: { prefix: string; connection?: Redis; redisUrl?: string; jobOptions?: Partial<JobsOptions> }) {
    this.ownConnection = opts.connection ? null : new Redis(opts.redisUrl ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    this.ownConnection?.on('error', () => {}); // surfaced through failed adds
    this.queue = new Queue(WEBHOOK_QUEUE, {
      connection: opts.connection ?? this.ownConnection!,
      prefix: opts.prefix,
      defaultJobOptions: { ...WEBHOOK_JOB_OPTIONS, ...opts.jobOptions },
    });
  }

  async enqueueDeliveries(deliveryIds: string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    await this.queue.addBulk(
      deliveryIds.map((deliveryId) => ({ name: WEBHOOK_QUEUE, data: { deliveryId } satisfies WebhookDeliveryJob, opts: { jobId: webhookJobId(deliveryId) } })),
    );
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.ownConnection?.quit().catch(() => {});
  }
}
