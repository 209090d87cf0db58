import { sql } from 'kysely';
import type { WebhookDeliveryStatus, WebhookEventBody } from '@hotel/contracts';
import type { Executor } from '../executor.ts';

/** Enabled endpoints subscribed to an event type. */
export async function subscribedEndpointIds(db: Executor, type: string): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('enabled', '=', true)
    .where(sql<boolean>`${type} = ANY(events)`)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** One delivery per endpoint of the same event; answers their ids (the idempotency ids receivers see). */
export async function insertDeliveries(db: Executor, endpointIds: string[], event: WebhookEventBody): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const rows = await db
    .insertInto('webhook_deliveries')
    .values(endpointIds.map((endpointId) => ({ endpoint_id: endpointId, event_id: event.id, event_type: event.type, payload: JSON.stringify(event) })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A delivery with what sending it needs; undefined once the endpoint (and so the delivery) is deleted. */
export function findDeliveryToSend(db: Executor, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.status', 'd.attempts', 'd.payload', 'd.event_type', 'e.id as endpoint_id', 'e.url', 'e.enabled', 'e.secret_sealed'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export interface DeliveryAttempt {
  status: Exclude<WebhookDeliveryStatus, 'pending'>;
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
  at: Date;
}

/** Counts one attempt and its outcome; a delivered delivery is never changed again. */
export async function recordDeliveryAttempt(db: Executor, deliveryId: string, a: DeliveryAttempt): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: a.status,
      attempts: sql`attempts + 1`,
      response_status: a.responseStatus,
      last_error: a.error,
      duration_ms: a.durationMs === null ? null : Math.round(a.durationMs),
      last_attempt_at: a.at,
      delivered_at: a.status === 'delivered' ? a.at : null,
    })
    .where('id', '=', deliveryId)
    .where('status', '!=', 'delivered')
    .execute();
}

/** Closes deliveries without an attempt (the queue refused them, the endpoint was switched off). */
export async function failDeliveries(db: Executor, deliveryIds: string[], error: string): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db.updateTable('webhook_deliveries').set({ status: 'failed', last_error: error }).where('id', 'in', deliveryIds).where('status', '!=', 'delivered').execute();
}

/** Rows per DELETE, so purging a large log never holds one long lock. */
const DELETE_BATCH = 5_000;

/** The delivery log is kept WEBHOOK_LOG_RETENTION_DAYS; older rows go in batches. */
export async function deleteDeliveriesBefore(db: Executor, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await db
      .deleteFrom('webhook_deliveries')
      .where('id', 'in', db.selectFrom('webhook_deliveries').select('id').where('created_at', '<', cutoff).limit(DELETE_BATCH))
      .executeTakeFirst();
    const n = Number(r.numDeletedRows);
    total += n;
    if (n < DELETE_BATCH) return total;
  }
}
