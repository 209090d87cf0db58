import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyPluginCallback } from 'fastify';
import { Redis } from 'ioredis';

/** Bull Board over the product's queues: its Fastify plugin and the connections to close. */
export interface QueueDashboard {
  plugin: FastifyPluginCallback;
  close(): Promise<void>;
}

export interface QueueDashboardOptions {
  redisUrl: string;
  prefix: string;
  /** Every queue the workers consume (scrape, capture, profile, maintenance, webhooks, re-checks). */
  queueNames: readonly string[];
  basePath: string;
}

export function createQueueDashboard(opts: QueueDashboardOptions): QueueDashboard {
  // One connection for all the dashboard's queues; BullMQ wants no per-request retry limit on it.
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  const queues = opts.queueNames.map((name) => new Queue(name, { connection, prefix: opts.prefix }));
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(opts.basePath);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { allowRetries: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Hotel Profiler queues' } },
  });
  return {
    plugin: serverAdapter.registerPlugin() as FastifyPluginCallback,
    async close() {
      await Promise.allSettled(queues.map((q) => q.close()));
      await connection.quit().catch(() => {});
    },
  };
}
