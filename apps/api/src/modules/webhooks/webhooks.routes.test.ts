import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_QUEUE } from '@hotel/contracts';
import { DEVELOPMENT_WEBHOOK_KEY, openSecret, webhookJobId, webhookSecretKey } from '@hotel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';

const ADMIN_ONLY = 'You do not have permission to access this page. Admin privileges required.';

describe('webhooks routes', () => {
  let t: TestApp;
  let admin: TestSession;
  let member: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1:9999' } });
    admin = await t.loginAs({ admin: true });
    member = await t.loginAs({ email: 'member@example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, s: TestSession | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(s ? t.auth(s) : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  const create = (payload: unknown) => call('POST', '/api/webhooks', admin, payload);
  const audits = (id: string) =>
    t.db.selectFrom('audit_logs').select(['action', 'details', 'user_id']).where('entity_type', '=', 'webhook').where('entity_id', '=', id).orderBy('created_at').execute();

  it('answers 401 signed out and 403 to a member, on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks', { url: 'https://hooks.example.com/in', events: ['run.completed'] }],
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, member, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(ADMIN_ONLY);
    }
    expect(await t.db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
  });

  it('registers an endpoint, shows its secret once, stores it sealed and audits it', async () => {
    const res = await create({ url: 'https://hooks.example.com/in', events: ['profile.changed', 'run.completed', 'profile.changed'], description: 'CMS sync' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ url: 'https://hooks.example.com/in', events: ['profile.changed', 'run.completed'], enabled: true, description: 'CMS sync', lastDelivery: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await call('GET', '/api/webhooks', admin);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json()[0]).not.toHaveProperty('secret');

    const row = await t.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(created.secret.slice(6));
    expect(openSecret(row.secret_sealed, created.id, webhookSecretKey(DEVELOPMENT_WEBHOOK_KEY))).toBe(created.secret);
    expect(await audits(created.id)).toEqual([
      { action: 'created', user_id: admin.user.id, details: { url: 'https://hooks.example.com/in', events: ['profile.changed', 'run.completed'] } },
    ]);
  });

  it('refuses bad URLs, private addresses and unknown events with 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ url: 'not a url', events: ['run.completed'] }, 'url: URL must be a valid http or https address'],
      [{ url: 'ftp://hooks.example.com/in', events: ['run.completed'] }, 'url: URL must start with https:// or http://'],
      [{ url: 'https://user:pw@hooks.example.com/in', events: ['run.completed'] }, 'url: URL must not contain a user name or password'],
      [{ url: 'http://10.0.0.5/hook', events: ['run.completed'] }, 'URL is a private or reserved address: webhooks go to public addresses only'],
      [{ url: 'http://169.254.169.254/latest', events: ['run.completed'] }, 'URL is a private or reserved address: webhooks go to public addresses only'],
      [{ url: 'http://[::ffff:127.0.0.1]/', events: ['run.completed'] }, 'URL is a private or reserved address: webhooks go to public addresses only'],
      [{ url: 'http://localhost/hook', events: ['run.completed'] }, 'URL is an internal host name: webhooks go to public addresses only'],
      [{ url: 'http://db.internal/hook', events: ['run.completed'] }, 'URL is an internal host name: webhooks go to public addresses only'],
      [{ url: 'http://127.0.0.1:8080/hook', events: ['run.completed'] }, 'URL port 8080 is not allowed: webhooks go to ports 80 and 443 only'],
      [{ url: 'https://hooks.example.com/in', events: ['hotel.deleted'] }, 'events.0: Unknown event: events must be among run.completed, profile.changed, hotel.failed'],
      [{ url: 'https://hooks.example.com/in', events: [] }, 'events: Choose at least one event'],
      [{ url: 'https://hooks.example.com/in', events: ['run.completed'], secret: 'mine' }, 'Unrecognized key: "secret"'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    // The allow-list (tests' local receivers) lets exactly its host:port through.
    expect((await create({ url: 'http://127.0.0.1:9999/hook', events: ['hotel.failed'] })).statusCode).toBe(201);
  });

  it('changes, rotates and deletes an endpoint, each audited; unknown ids are 404', async () => {
    const { id, secret } = (await create({ url: 'https://hooks.example.com/a', events: ['hotel.failed'] })).json();
    const off = await call('PATCH', `/api/webhooks/${id}`, admin, { enabled: false, events: ['hotel.failed', 'run.completed'] });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, events: ['hotel.failed', 'run.completed'] });
    expect((await call('PATCH', `/api/webhooks/${id}`, admin, { url: 'http://192.168.1.1/' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/webhooks/${id}`, admin, {})).json().message).toBe('Nothing to change: send url, events, description or enabled');

    const rotated = await call('POST', `/api/webhooks/${id}/rotate-secret`, admin);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);

    expect((await call('DELETE', `/api/webhooks/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/webhooks/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/webhooks/${id}`, admin, { enabled: true })).statusCode).toBe(404);
    expect((await call('GET', '/api/webhooks/not-a-uuid/deliveries', admin)).json().message).toBe('id: Webhook id must be a UUID');
    expect((await audits(id)).map((a) => [a.action, a.details])).toEqual([
      ['created', { url: 'https://hooks.example.com/a', events: ['hotel.failed'] }],
      ['updated', { url: 'https://hooks.example.com/a', enabled: false, events: ['hotel.failed', 'run.completed'] }],
      ['updated', { field: 'secret', value: 'rotated', url: 'https://hooks.example.com/a' }],
      ['deleted', { url: 'https://hooks.example.com/a' }],
    ]);
  });

  it('queues a signed test event and lists it in the delivery log', async () => {
    const { id } = (await create({ url: 'https://hooks.example.com/test', events: ['run.completed'] })).json();
    const sent = await call('POST', `/api/webhooks/${id}/test`, admin);
    expect(sent.statusCode).toBe(202);
    const { deliveryId } = sent.json();

    const redis = new Redis(t.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(WEBHOOK_QUEUE, { connection: redis, prefix: t.prefix });
    try {
      const job = await queue.getJob(webhookJobId(deliveryId));
      expect(job?.data).toEqual({ deliveryId });
    } finally {
      await queue.close();
      await redis.quit();
    }

    const log = await call('GET', `/api/webhooks/${id}/deliveries?page=1&pageSize=10`, admin);
    expect(log.statusCode).toBe(200);
    expect(log.headers['x-total-count']).toBe('1');
    expect(log.json()).toEqual([
      expect.objectContaining({ id: deliveryId, eventType: 'ping', status: 'pending', attempts: 0, responseStatus: null, lastError: null }),
    ]);
    const listed = (await call('GET', '/api/webhooks', admin)).json().find((w: { id: string }) => w.id === id);
    expect(listed.lastDelivery).toMatchObject({ status: 'pending' });
    expect((await call('POST', '/api/webhooks/00000000-0000-4000-8000-000000000000/test', admin)).statusCode).toBe(404);
  });
});
