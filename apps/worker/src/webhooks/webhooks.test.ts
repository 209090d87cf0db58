/**
 * Deliveries end to end on real services: Postgres, Redis/BullMQ, the worker's consumer and a real
 * HTTP receiver on 127.0.0.1 that checks each signature with the endpoint's secret.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS, webhookEventBody } from '@hotel/contracts';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import {
  BullMqWebhookQueue,
  createWebhookEmitter,
  DEVELOPMENT_WEBHOOK_KEY,
  generateWebhookSecret,
  sealSecret,
  verifyWebhookSignature,
  webhookSecretKey,
  type WebhookEmitter,
} from '@hotel/domain';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';
import { createModelRegistry } from '../ai/registry.ts';
import { generateAndStoreProfile } from '../jobs/generate-profile.ts';
import { silentLogger } from '../logger.ts';
import { MAINTENANCE_TASKS, runMaintenanceTask } from '../maintenance/maintenance.ts';
import { notifyProfileChanged } from './notify.ts';
import { createWebhookSender, type WebhookSender } from './webhook-sender.ts';
import { createWebhookWorker } from './webhook-worker.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

/** A receiver that answers the queued statuses in turn (200 once they run out) and verifies every signature. */
async function startReceiver(secret: () => string) {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers[WEBHOOK_HEADERS.signature.toLowerCase()];
      received.push({ headers: req.headers, body, verified: verifyWebhookSignature(secret(), typeof signature === 'string' ? signature : undefined, body) });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver is down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { received, answers, port, url: `http://127.0.0.1:${port}/hooks`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('webhook deliveries', () => {
  const key = webhookSecretKey(DEVELOPMENT_WEBHOOK_KEY);
  let t: TestDatabase;
  let connection: Redis;
  let queue: BullMqWebhookQueue;
  let emitter: WebhookEmitter;
  let sender: WebhookSender;
  let worker: Worker;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let privateReceiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret = '';

  async function createEndpoint(url: string, events: string[]): Promise<{ id: string; secret: string }> {
    const id = randomUUID();
    const s = generateWebhookSecret();
    await t.db.insertInto('webhook_endpoints').values({ id, url, events, secret_sealed: sealSecret(s, id, key), created_by: null }).execute();
    return { id, secret: s };
  }

  const delivery = (id: string) => t.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const settled = (id: string) =>
    until(async () => {
      const row = await delivery(id);
      return row.status === 'delivered' || row.status === 'failed' ? row : undefined;
    }, `delivery ${id} to settle`);

  beforeAll(async () => {
    t = await createTestDatabase();
    const prefix = uniqueRedisPrefix('hpt-webhooks');
    connection = new Redis(await testRedisUrl(), { maxRetriesPerRequest: null });
    // Retries a fifth of a second apart, so the test sees backoff without waiting minutes.
    queue = new BullMqWebhookQueue({ connection, prefix, jobOptions: { attempts: 4, backoff: { type: 'exponential', delay: 200 } } });
    emitter = createWebhookEmitter({ db: t.db, queue });
    receiver = await startReceiver(() => secret);
    privateReceiver = await startReceiver(() => secret);
    // Only the first receiver is allow-listed; the second stands for any private address.
    sender = createWebhookSender({ allowPrivateHosts: [`127.0.0.1:${receiver.port}`], timeoutMs: 5_000, userAgent: 'HotelProfilerTest/1.0' });
    worker = createWebhookWorker(connection, { db: t.db, sender, secretKey: key, logger: silentLogger }, { prefix });
    await worker.waitUntilReady();
  });

  afterAll(async () => {
    await worker?.close();
    await queue?.close();
    await sender?.close();
    await receiver?.close();
    await privateReceiver?.close();
    await connection?.quit();
    await t?.drop();
  });

  it('signs a profile.changed the receiver verifies, retries two 500s with the same delivery id, then delivers', async () => {
    const endpoint = await createEndpoint(receiver.url, ['profile.changed']);
    secret = endpoint.secret;
    const hotel = await createHotel(t.db, { name: 'Seaside Inn' });
    await createProfile(t.db, hotel.id);
    await createProfile(t.db, hotel.id, { description: 'A hotel by the sea.', amenities: JSON.stringify(['Pool', 'Spa', 'Sauna']) });
    receiver.answers.push(500, 500);

    await notifyProfileChanged({ db: t.db, webhooks: emitter, logger: silentLogger }, hotel.id, 2);
    const row = await t.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).executeTakeFirstOrThrow();
    const done = await settled(row.id);

    expect(done).toMatchObject({ status: 'delivered', attempts: 3, response_status: 200, last_error: null, event_type: 'profile.changed' });
    expect(done.duration_ms).toBeGreaterThanOrEqual(0);
    expect(receiver.received).toHaveLength(3);
    for (const r of receiver.received) {
      expect(r.verified).toBe(true);
      expect(r.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(row.id);
      expect(r.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe('profile.changed');
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.body).toBe(receiver.received[0]!.body);
    }
    const body = webhookEventBody.parse(JSON.parse(receiver.received[0]!.body));
    expect(Object.keys(JSON.parse(receiver.received[0]!.body))).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(body).toMatchObject({
      type: 'profile.changed',
      data: { hotelId: hotel.id, hotelName: 'Seaside Inn', version: 2, previousVersion: 1, changedFields: ['description', 'amenities'], model: 'builtin' },
    });
    // A signature made with another secret does not verify: the check above is not vacuous.
    const signature = receiver.received[0]!.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(generateWebhookSecret(), signature, receiver.received[0]!.body)).toBe(false);
  });

  it('sends profile.changed from the profile job when a regenerated version differs, and nothing for a first version', async () => {
    const endpoint = await createEndpoint(receiver.url, ['profile.changed']);
    secret = endpoint.secret;
    receiver.received.length = 0;
    const deps = { db: t.db, registry: createModelRegistry({}), logger: silentLogger, webhooks: emitter };
    const request = (hotelId: string) => ({ hotelId, model: 'builtin', jobKey: null, runId: null, requestedBy: null, identity: 'overwrite' as const });
    const fresh = await createHotel(t.db);
    await createSnippet(t.db, fresh.id, { type: 'amenity', content: 'Indoor pool' });
    await generateAndStoreProfile(deps, request(fresh.id));

    const hotel = await createHotel(t.db, { name: 'Harbour House' });
    await createProfile(t.db, hotel.id, { amenities: JSON.stringify(['Sauna']) });
    await createSnippet(t.db, hotel.id, { type: 'amenity', content: 'Indoor pool' });
    const outcome = await generateAndStoreProfile(deps, request(hotel.id));
    expect(outcome).toMatchObject({ created: true, version: 2 });

    const rows = await t.db.selectFrom('webhook_deliveries').select(['id', 'payload']).where('endpoint_id', '=', endpoint.id).execute();
    expect(rows).toHaveLength(1);
    const done = await settled(rows[0]!.id);
    expect(done.status).toBe('delivered');
    // The endpoint of the first test is subscribed too: look at this endpoint's delivery only.
    const mine = receiver.received.filter((r) => r.headers[WEBHOOK_HEADERS.delivery.toLowerCase()] === rows[0]!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.verified).toBe(true);
    const body = webhookEventBody.parse(JSON.parse(mine[0]!.body));
    expect(body).toMatchObject({ type: 'profile.changed', data: { hotelId: hotel.id, version: 2, previousVersion: 1, model: 'builtin' } });
    expect(body.type === 'profile.changed' && body.data.changedFields).toContain('amenities');
  });

  it('keeps the last error while retrying and gives up after the last attempt', async () => {
    const endpoint = await createEndpoint(receiver.url, ['run.completed']);
    secret = endpoint.secret;
    receiver.received.length = 0;
    receiver.answers.push(503, 503, 503, 503);
    const { deliveryIds } = await emitter.emit({ type: 'run.completed', data: { runId: randomUUID(), total: 2, completed: 1, failed: 1 } });
    expect(deliveryIds).toHaveLength(1);
    const done = await settled(deliveryIds[0]!);
    expect(done).toMatchObject({ status: 'failed', attempts: 4, response_status: 503, last_error: 'HTTP 503: receiver is down for maintenance' });
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((r) => r.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]))).toEqual(new Set([deliveryIds[0]]));
  });

  it('refuses an endpoint on a private address that is not allow-listed, without contacting it or retrying', async () => {
    const endpoint = await createEndpoint(privateReceiver.url, ['hotel.failed']);
    secret = endpoint.secret;
    const { deliveryIds } = await emitter.emit({ type: 'hotel.failed', data: { hotelId: 'h1', hotelName: null, runId: null, error: 'Homepage unreachable' } });
    const done = await settled(deliveryIds[0]!);
    expect(done.status).toBe('failed');
    expect(done.attempts).toBe(1);
    expect(done.response_status).toBeNull();
    expect(done.last_error).toMatch(/^Blocked: /);
    expect(done.last_error).not.toContain('127.0.0.1');
    expect(privateReceiver.received).toHaveLength(0);
  });

  it('sends an event only to enabled endpoints subscribed to it', async () => {
    const subscribed = await createEndpoint(receiver.url, ['hotel.failed', 'run.completed']);
    const other = await createEndpoint(receiver.url, ['profile.changed']);
    const off = await createEndpoint(receiver.url, ['run.completed']);
    await t.db.updateTable('webhook_endpoints').set({ enabled: false }).where('id', '=', off.id).execute();
    const { deliveryIds } = await emitter.emit({ type: 'run.completed', data: { runId: randomUUID(), total: 1, completed: 1, failed: 0 } });
    const rows = await t.db.selectFrom('webhook_deliveries').select(['endpoint_id']).where('id', 'in', deliveryIds).execute();
    const endpoints = rows.map((r) => r.endpoint_id);
    expect(endpoints).toContain(subscribed.id);
    expect(endpoints).not.toContain(other.id);
    expect(endpoints).not.toContain(off.id);
  });

  it('leaves the log after WEBHOOK_LOG_RETENTION_DAYS (scheduled maintenance)', async () => {
    const endpoint = await createEndpoint(receiver.url, ['hotel.failed']);
    const payload = JSON.stringify({ id: randomUUID(), type: 'ping', createdAt: new Date().toISOString(), data: { endpointId: endpoint.id, message: 'x' } });
    const row = (days: number) => ({ endpoint_id: endpoint.id, event_id: randomUUID(), event_type: 'ping' as const, payload, created_at: new Date(Date.now() - days * 86_400_000) });
    const [old, kept] = await t.db.insertInto('webhook_deliveries').values([row(31), row(29)]).returning('id').execute();
    const done = await runMaintenanceTask(MAINTENANCE_TASKS.purgeOldWebhookDeliveries.id, {
      db: t.db,
      publisher: { publish: async () => {} },
      logger: silentLogger,
      now: () => new Date(),
      auditRetentionDays: 400,
      processingTimeoutMinutes: 60,
      webhookLogRetentionDays: 30,
    });
    expect(done.webhookDeliveries).toBeGreaterThanOrEqual(1);
    const left = (await t.db.selectFrom('webhook_deliveries').select('id').where('id', 'in', [old!.id, kept!.id]).execute()).map((r) => r.id);
    expect(left).toEqual([kept!.id]);
  });
});
