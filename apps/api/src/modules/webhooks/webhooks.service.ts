import { randomUUID } from 'node:crypto';
import type {
  CreateWebhookRequest,
  ListWebhookDeliveriesQuery,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookWithSecret,
} from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { generateWebhookSecret, sealSecret, writeAudit, type SecretKey, type WebhookEmitter } from '@hotel/domain';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './webhooks.repository.ts';
import { webhookUrlRefusal } from './webhook-url.ts';

export interface WebhooksServiceDeps {
  db: Db;
  clock: Clock;
  /** WEBHOOK_SECRET_KEY as a key: secrets are sealed with it before they are stored. */
  secretKey: SecretKey;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: host or host:port entries exempt from the private-address refusal. */
  allowPrivateHosts: readonly string[];
  /** Records and queues deliveries (here: test events). */
  emitter: WebhookEmitter;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function toEndpoint(r: repo.EndpointRow): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events as WebhookEndpoint['events'],
    enabled: r.enabled,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    lastDelivery: r.last_status && r.last_created_at ? { status: r.last_status, createdAt: iso(r.last_created_at)! } : null,
  };
}

type DeliveryRow = Awaited<ReturnType<typeof repo.listDeliveries>>[number];

function toDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    eventId: r.event_id,
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.response_status,
    lastError: r.last_error,
    durationMs: r.duration_ms,
    createdAt: r.created_at.toISOString(),
    lastAttemptAt: iso(r.last_attempt_at),
    deliveredAt: iso(r.delivered_at),
  };
}

export function createWebhooksService({ db, clock, secretKey, allowPrivateHosts, emitter }: WebhooksServiceDeps) {
  function checkUrl(url: string): void {
    const refusal = webhookUrlRefusal(url, allowPrivateHosts);
    if (refusal) throw new AppError('VALIDATION_ERROR', refusal, { details: [{ path: ['url'], message: refusal }] });
  }

  async function mustFind(id: string): Promise<repo.EndpointRow> {
    const row = await repo.findEndpoint(db, id);
    if (!row) throw notFound('Webhook');
    return row;
  }

  return {
    async list(): Promise<WebhookEndpoint[]> {
      return (await repo.listEndpoints(db)).map(toEndpoint);
    },

    async create(actorId: string, req: CreateWebhookRequest): Promise<WebhookWithSecret> {
      checkUrl(req.url);
      const id = randomUUID();
      const secret = generateWebhookSecret();
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        await repo.insertEndpoint(trx, {
          id,
          url: req.url,
          description: req.description || null,
          events: req.events,
          secretSealed: sealSecret(secret, id, secretKey),
          createdBy: actorId,
          at,
        });
        await writeAudit(trx, { user_id: actorId, entity_type: 'webhook', entity_id: id, action: 'created', details: { url: req.url, events: req.events } });
      });
      return { ...toEndpoint(await mustFind(id)), secret };
    },

    async update(actorId: string, id: string, req: UpdateWebhookRequest): Promise<WebhookEndpoint> {
      if (req.url !== undefined) checkUrl(req.url);
      await db.transaction().execute(async (trx) => {
        const before = await repo.findEndpoint(trx, id);
        const patch = { ...req, ...(req.description !== undefined ? { description: req.description || null } : {}) };
        if (!before || !(await repo.updateEndpoint(trx, id, patch, clock.now()))) throw notFound('Webhook');
        // The URL names the endpoint in the audit log even when it is not what changed.
        await writeAudit(trx, { user_id: actorId, entity_type: 'webhook', entity_id: id, action: 'updated', details: { url: before.url, ...req } });
      });
      return toEndpoint(await mustFind(id));
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findEndpoint(trx, id);
        if (!row || !(await repo.deleteEndpoint(trx, id))) throw notFound('Webhook');
        await writeAudit(trx, { user_id: actorId, entity_type: 'webhook', entity_id: id, action: 'deleted', details: { url: row.url } });
      });
    },

    /** A new secret replaces the old at once: deliveries from now on are signed with it. */
    async rotateSecret(actorId: string, id: string): Promise<WebhookWithSecret> {
      const secret = generateWebhookSecret();
      await db.transaction().execute(async (trx) => {
        const before = await repo.findEndpoint(trx, id);
        if (!before || !(await repo.updateEndpoint(trx, id, { secretSealed: sealSecret(secret, id, secretKey) }, clock.now()))) throw notFound('Webhook');
        await writeAudit(trx, { user_id: actorId, entity_type: 'webhook', entity_id: id, action: 'updated', details: { field: 'secret', value: 'rotated', url: before.url } });
      });
      return { ...toEndpoint(await mustFind(id)), secret };
    },

    /** Queues a `ping` to this endpoint, enabled or not (an admin checks a receiver before switching it on). */
    async sendTestEvent(id: string): Promise<{ deliveryId: string }> {
      await mustFind(id);
      let deliveryIds: string[];
      try {
        ({ deliveryIds } = await emitter.emit({ type: 'ping', data: { endpointId: id, message: 'Test event from Hotel Profiler' } }, { endpointId: id }));
      } catch {
        throw new AppError('UNAVAILABLE', 'The test event could not be queued. Please try again shortly.');
      }
      return { deliveryId: deliveryIds[0]! };
    },

    async deliveries(id: string, query: ListWebhookDeliveriesQuery): Promise<{ items: WebhookDelivery[]; total: number }> {
      await mustFind(id);
      const [rows, total] = await Promise.all([
        repo.listDeliveries(db, id, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        repo.countDeliveries(db, id),
      ]);
      return { items: rows.map(toDelivery), total };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
