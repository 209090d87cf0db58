import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createWebhookRequest,
  listWebhookDeliveriesQuery,
  updateWebhookRequest,
  webhookDelivery,
  webhookEndpoint,
  webhookIdParams,
  webhookWithSecret,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@hotel/contracts';
import { doc, noContent } from '../../lib/openapi.ts';
import { requireAdmin } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { setPaginationHeaders } from '../../lib/pagination.ts';
import type { WebhooksService } from './webhooks.service.ts';

const testQueued = z.object({ deliveryId: z.string() });

/** Admin only: an endpoint receives hotel data, and its secret signs what is sent. */
export function registerWebhooksRoutes(app: FastifyInstance, webhooks: WebhooksService): void {
  app.get('/api/webhooks', doc({ summary: 'List webhook endpoints with their newest delivery', tag: 'webhooks', auth: 'admin', response: { 200: z.array(webhookEndpoint) } }), async (req): Promise<WebhookEndpoint[]> => {
    requireAdmin(req);
    return webhooks.list();
  });

  app.post('/api/webhooks', doc({ summary: 'Register a webhook endpoint (audited); the answer carries its secret, shown this once', tag: 'webhooks', auth: 'admin', body: createWebhookRequest, response: { 201: webhookWithSecret } }), async (req, reply): Promise<WebhookWithSecret> => {
    const admin = requireAdmin(req);
    const created = await webhooks.create(admin.id, parse(createWebhookRequest, req.body));
    void reply.status(201);
    return created;
  });

  app.patch('/api/webhooks/:id', doc({ summary: 'Change an endpoint: URL, events, description, enabled (audited)', tag: 'webhooks', auth: 'admin', params: webhookIdParams, body: updateWebhookRequest, response: { 200: webhookEndpoint }, errors: [404] }), async (req): Promise<WebhookEndpoint> => {
    const admin = requireAdmin(req);
    const { id } = parse(webhookIdParams, req.params);
    return webhooks.update(admin.id, id, parse(updateWebhookRequest, req.body));
  });

  app.delete('/api/webhooks/:id', doc({ summary: 'Delete an endpoint and its delivery log (audited)', tag: 'webhooks', auth: 'admin', params: webhookIdParams, response: { 204: noContent('Deleted') }, errors: [404] }), async (req, reply) => {
    const admin = requireAdmin(req);
    const { id } = parse(webhookIdParams, req.params);
    await webhooks.remove(admin.id, id);
    return reply.status(204).send();
  });

  app.post('/api/webhooks/:id/rotate-secret', doc({ summary: 'Replace the signing secret (audited); the answer carries the new one, shown this once', tag: 'webhooks', auth: 'admin', params: webhookIdParams, response: { 200: webhookWithSecret }, errors: [404] }), async (req): Promise<WebhookWithSecret> => {
    const admin = requireAdmin(req);
    const { id } = parse(webhookIdParams, req.params);
    return webhooks.rotateSecret(admin.id, id);
  });

  app.post('/api/webhooks/:id/test', doc({ summary: 'Queue a signed ping event to the endpoint', tag: 'webhooks', auth: 'admin', params: webhookIdParams, response: { 202: testQueued }, errors: [404, 503] }), async (req, reply): Promise<{ deliveryId: string }> => {
    requireAdmin(req);
    const { id } = parse(webhookIdParams, req.params);
    const queued = await webhooks.sendTestEvent(id);
    void reply.status(202);
    return queued;
  });

  app.get('/api/webhooks/:id/deliveries', doc({ summary: "An endpoint's delivery log, newest first", description: 'Totals in x-total-count; kept WEBHOOK_LOG_RETENTION_DAYS days.', tag: 'webhooks', auth: 'admin', params: webhookIdParams, querystring: listWebhookDeliveriesQuery, response: { 200: z.array(webhookDelivery) }, errors: [404] }), async (req, reply): Promise<WebhookDelivery[]> => {
    requireAdmin(req);
    const { id } = parse(webhookIdParams, req.params);
    const query = parse(listWebhookDeliveriesQuery, req.query);
    const { items, total } = await webhooks.deliveries(id, query);
    setPaginationHeaders(reply, total, query.page, query.pageSize);
    return items;
  });
}
