import { randomUUID } from 'node:crypto';
import { webhookEventBody, type WebhookEvent, type WebhookEventBody } from '@hotel/contracts';
import type { Executor } from '../executor.ts';
import { failDeliveries, insertDeliveries, subscribedEndpointIds } from './webhook-deliveries.repository.ts';
import type { WebhookQueue } from './webhook-queue.ts';

export interface WebhookEmitter {
  /**
   * Records a delivery for every enabled endpoint subscribed to the event (or for `endpointId`
   * only: a test event) and queues them. Call after the change it reports has committed.
   */
  emit(event: WebhookEvent, opts?: { endpointId?: string }): Promise<{ eventId: string; deliveryIds: string[] }>;
}

export function createWebhookEmitter(deps: { db: Executor; queue: WebhookQueue; now?: () => Date }): WebhookEmitter {
  const now = deps.now ?? (() => new Date());
  return {
    async emit(event, opts = {}) {
      const endpointIds = opts.endpointId ? [opts.endpointId] : await subscribedEndpointIds(deps.db, event.type);
      const body: WebhookEventBody = webhookEventBody.parse({ id: randomUUID(), type: event.type, createdAt: now().toISOString(), data: event.data });
      if (endpointIds.length === 0) return { eventId: body.id, deliveryIds: [] };
      const deliveryIds = await insertDeliveries(deps.db, endpointIds, body);
      try {
        await deps.queue.enqueueDeliveries(deliveryIds);
      } catch (err) {
        // The rows stay as the log of what was not sent, rather than vanishing with the queue.
        await failDeliveries(deps.db, deliveryIds, `Could not queue the delivery: ${(err as Error).message}`.slice(0, 500));
        throw err;
      }
      return { eventId: body.id, deliveryIds };
    },
  };
}

/** For processes and tests that send no webhooks. */
export const noopWebhookEmitter: WebhookEmitter = { emit: async () => ({ eventId: '', deliveryIds: [] }) };
