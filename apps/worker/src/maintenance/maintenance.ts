/**
 * Housekeeping on BullMQ job schedulers: every worker process upserts the same schedulers (by id,
 * so there is one of each however many workers run) and one of them runs each iteration.
 * - expired refresh tokens and email verification tokens are deleted (hourly);
 * - audit entries older than AUDIT_RETENTION_DAYS are deleted (daily);
 * - webhook deliveries older than WEBHOOK_LOG_RETENTION_DAYS are deleted (daily);
 * - hotels `processing` for longer than PROCESSING_TIMEOUT_MINUTES go to `error` with the reason
 *   (every 5 minutes): a run's open item is closed like any abandoned scrape, so the run finishes.
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_NAMES, deleteDeliveriesBefore, type WebhookEmitter, type EventPublisher } from '@hotel/domain';
import type { Db } from '@hotel/db';
import type { Logger } from '../logger.ts';
import { recordAbandonedScrape } from '../jobs/scrape-hotel.ts';
import {
  deleteAuditBefore,
  deleteExpiredRefreshTokens,
  deleteExpiredVerificationTokens,
  failStuckHotel,
  findStuckHotels,
} from './maintenance.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const MAINTENANCE_TASKS = {
  purgeExpiredTokens: { id: 'purge-expired-tokens', every: 60 * MINUTE },
  purgeOldAudit: { id: 'purge-old-audit', every: DAY },
  purgeOldWebhookDeliveries: { id: 'purge-old-webhook-deliveries', every: DAY },
  recoverStuckHotels: { id: 'recover-stuck-hotels', every: 5 * MINUTE },
} as const;
export type MaintenanceTask = (typeof MAINTENANCE_TASKS)[keyof typeof MAINTENANCE_TASKS]['id'];

export interface MaintenanceDeps {
  db: Db;
  publisher: EventPublisher;
  logger: Logger;
  now: () => Date;
  auditRetentionDays: number;
  processingTimeoutMinutes: number;
  /** Days the webhook delivery log is kept (default 30). */
  webhookLogRetentionDays?: number;
  /** A stuck hotel closed here is a hotel.failed (and maybe a run.completed) like any other. */
  webhooks?: WebhookEmitter;
}

export function stuckReason(minutes: number): string {
  return `Processing timed out: no worker finished this hotel within ${minutes} minutes`;
}

/** One task, by scheduler id; answers what it did, which BullMQ keeps as the job's return value. */
export async function runMaintenanceTask(task: string, deps: MaintenanceDeps): Promise<Record<string, number>> {
  const now = deps.now();
  switch (task) {
    case MAINTENANCE_TASKS.purgeExpiredTokens.id:
      return {
        refreshTokens: await deleteExpiredRefreshTokens(deps.db, now),
        verificationTokens: await deleteExpiredVerificationTokens(deps.db, now),
      };
    case MAINTENANCE_TASKS.purgeOldAudit.id:
      return { auditEntries: await deleteAuditBefore(deps.db, new Date(now.getTime() - deps.auditRetentionDays * DAY)) };
    case MAINTENANCE_TASKS.purgeOldWebhookDeliveries.id:
      return { webhookDeliveries: await deleteDeliveriesBefore(deps.db, new Date(now.getTime() - (deps.webhookLogRetentionDays ?? 30) * DAY)) };
    case MAINTENANCE_TASKS.recoverStuckHotels.id: {
      const cutoff = new Date(now.getTime() - deps.processingTimeoutMinutes * MINUTE);
      const reason = stuckReason(deps.processingTimeoutMinutes);
      let hotels = 0;
      for (const stuck of await findStuckHotels(deps.db, cutoff)) {
        if (stuck.openItem) {
          const { runId, url, model } = stuck.openItem;
          if (await recordAbandonedScrape(deps, { runId, hotelId: stuck.id, url, model }, reason)) hotels++;
        } else if (await failStuckHotel(deps.db, stuck.id, cutoff, reason)) {
          hotels++;
          await deps.publisher.publish({ type: 'hotel-updated', hotelId: stuck.id, status: 'error', reason: 'profile', error: reason });
        }
      }
      return { hotels };
    }
    default:
      throw new Error(`unknown maintenance task '${task}'`);
  }
}

/** Creates or updates every maintenance scheduler; safe to call from every worker at every boot. */
export async function scheduleMaintenance(queue: Queue): Promise<void> {
  for (const task of Object.values(MAINTENANCE_TASKS)) {
    await queue.upsertJobScheduler(task.id, { every: task.every }, { name: task.id, opts: { removeOnComplete: 50, removeOnFail: 200 } });
  }
}

export interface Maintenance {
  queue: Queue;
  worker: Worker;
  close(): Promise<void>;
}

/** The maintenance queue, its schedulers and a worker for it (one task at a time per process). */
export async function startMaintenance(connection: Redis, prefix: string, deps: MaintenanceDeps): Promise<Maintenance> {
  const queue = new Queue(QUEUE_NAMES.maintenance, { connection, prefix });
  await scheduleMaintenance(queue);
  const worker = new Worker(QUEUE_NAMES.maintenance, (job: Job) => runMaintenanceTask(job.name, deps), { connection, prefix, concurrency: 1 });
  worker.on('completed', (job, result: Record<string, number>) => deps.logger.info({ task: job.name, ...result }, 'maintenance done'));
  worker.on('failed', (job, err) => deps.logger.warn({ task: job?.name, err: err.message }, 'maintenance failed'));
  worker.on('error', (err) => deps.logger.error({ queue: QUEUE_NAMES.maintenance, err: err.message }, 'worker error'));
  return {
    queue,
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
