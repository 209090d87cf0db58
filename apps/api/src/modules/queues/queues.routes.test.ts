import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { classifyDashboardRequest } from './dashboard-actions.ts';
import { DASHBOARD_COOKIE } from './queues.routes.ts';

const QUEUE = 'scrape-hotel';

function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith(`${DASHBOARD_COOKIE}=`));
  if (!found) throw new Error('no dashboard cookie');
  return found;
}

describe('queue dashboard (/admin/queues)', () => {
  let t: TestApp;
  let admin: TestSession;
  let user: TestSession;
  let connection: Redis;
  let queue: Queue;
  let dashboardCookie: string;

  /** Puts `n` new jobs of `name` in the failed state, through a real BullMQ worker. */
  async function failJobs(name: string, n: number): Promise<Queue> {
    const target = name === QUEUE ? queue : new Queue(name, { connection, prefix: t.prefix });
    let failed = 0;
    const done = new Promise<void>((resolve) => {
      const worker = new Worker(
        name,
        async () => {
          throw new Error('site unreachable');
        },
        { connection, prefix: t.prefix },
      );
      worker.on('failed', () => {
        failed += 1;
        if (failed === n) void worker.close().then(resolve);
      });
    });
    for (let i = 0; i < n; i += 1) await target.add(name, { hotelId: `Q${i}` }, { attempts: 1 });
    await done;
    return target;
  }

  async function auditRows() {
    return t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity_type', '=', 'queue')
      .orderBy('created_at')
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAs({ admin: true });
    user = await t.loginAs({ email: 'queues-user@example.com' });
    connection = new Redis(t.redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUE, { connection, prefix: t.prefix });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/queues/session',
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    dashboardCookie = cookieFrom(res.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(async () => {
    await queue?.close();
    await connection?.quit();
    await t?.close();
  });

  it('answers 401 signed out and 403 to a signed-in user who is not an admin', async () => {
    for (const url of ['/admin/queues/', '/admin/queues/api/queues']) {
      const out = await t.app.inject({ method: 'GET', url });
      expect(out.statusCode, url).toBe(401);
      expect(out.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const plain = await t.app.inject({ method: 'GET', url, headers: t.auth(user) });
      expect(plain.statusCode, url).toBe(403);
      expect(plain.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission to access this page. Admin privileges required.',
      });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/queues/session' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/queues/session', headers: t.auth(user) }))
        .statusCode,
    ).toBe(403);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/',
      headers: { cookie: `${DASHBOARD_COOKIE}=not-a-token` },
    });
    expect(forged.statusCode).toBe(401);

    // A browser without the cookie gets a page that fetches it through the console's session; still 401.
    const browser = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/',
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(401);
    expect(browser.body).toContain('<script src="/admin/queues-sign-in.js">');
    const script = await t.app.inject({ method: 'GET', url: '/admin/queues-sign-in.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/api/admin/queues/session');
    const api = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { accept: 'text/html' },
    });
    expect(api.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('gives an admin a short-lived, httpOnly, SameSite=Strict cookie scoped to the dashboard', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/queues/session',
      headers: t.auth(admin),
    });
    const cookie = cookieFrom(res.headers['set-cookie']);
    expect(cookie).toMatch(/; Path=\/admin\/queues/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(res.json()).toMatchObject({ url: '/admin/queues/' });
  });

  it('shows an admin the page and every queue with its waiting, active, failed and delayed counts', async () => {
    await failJobs(QUEUE, 2);
    await queue.add('scrape-hotel', { hotelId: 'LATER' }, { delay: 60_000 });
    await queue.add('scrape-hotel', { hotelId: 'NEXT' });

    const page = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/',
      headers: { cookie: dashboardCookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<base href="/admin/queues/"');

    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/queues/api/queues?activeQueue=${QUEUE}&status=failed&page=1&jobsPerPage=10`,
      headers: { cookie: dashboardCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      queues: Array<{
        name: string;
        counts: Record<string, number>;
        jobs: Array<{ data: { hotelId: string } }>;
      }>;
    }>();
    expect(body.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining([
        'scrape-hotel',
        'capture-source',
        'generate-profile',
        'maintenance',
        'webhooks',
        'recheck',
      ]),
    );
    const scrape = body.queues.find((q) => q.name === QUEUE)!;
    expect(scrape.counts).toMatchObject({ failed: 2, delayed: 1, waiting: 1, active: 0 });
    expect(scrape.jobs.map((j) => j.data.hotelId).sort()).toEqual(['Q0', 'Q1']);

    // a control character in a query value is refused with the API's message, never a 500
    const nul = await t.app.inject({
      method: 'GET',
      url: `/admin/queues/api/queues?activeQueue=${QUEUE}&status=%00`,
      headers: { cookie: dashboardCookie },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Query parameters must not contain control characters' });

    // An API client may use its bearer header instead of the cookie.
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: t.auth(admin),
    });
    expect(viaBearer.statusCode).toBe(200);
  });

  it('retries and cleans jobs for an admin, and audits each action with who did it', async () => {
    const before = (await auditRows()).length;
    const retry = await t.app.inject({
      method: 'PUT',
      url: `/admin/queues/api/queues/${QUEUE}/retry/failed`,
      headers: { cookie: dashboardCookie },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ retried: 2 });
    expect(await queue.getFailedCount()).toBe(0);
    expect(await queue.getWaitingCount()).toBe(3);

    const profiles = await failJobs('generate-profile', 1);
    const [failedJob] = (await profiles.getFailed()) as Job[];
    const retryOne = await t.app.inject({
      method: 'PUT',
      url: `/admin/queues/api/queues/generate-profile/${failedJob!.id}/retry`,
      headers: { cookie: dashboardCookie },
    });
    expect(retryOne.statusCode).toBe(204);
    expect(await profiles.getWaitingCount()).toBe(1);
    await profiles.close();

    const captures = await failJobs('capture-source', 1);
    // Bull Board cleans jobs that finished more than 5 s ago.
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    const clean = await t.app.inject({
      method: 'PUT',
      url: '/admin/queues/api/queues/capture-source/clean/failed',
      headers: { cookie: dashboardCookie },
    });
    expect(clean.statusCode).toBe(200);
    expect(await captures.getFailedCount()).toBe(0);
    await captures.close();

    const rows = (await auditRows()).slice(before);
    expect(
      rows.map((r) => ({ user: r.user_id, entity: r.entity_id, action: r.action, details: r.details })),
    ).toEqual([
      {
        user: admin.user.id,
        entity: `queue:${QUEUE}`,
        action: 'updated',
        details: { queueAction: 'retry', queue: QUEUE, status: 'failed' },
      },
      {
        user: admin.user.id,
        entity: 'queue:generate-profile',
        action: 'updated',
        details: { queueAction: 'retry', queue: 'generate-profile', jobId: String(failedJob!.id) },
      },
      {
        user: admin.user.id,
        entity: 'queue:capture-source',
        action: 'deleted',
        details: { queueAction: 'clean', queue: 'capture-source', status: 'failed' },
      },
    ]);
    const logged = await t.app.inject({ method: 'GET', url: '/api/audit-logs', headers: t.auth(admin) });
    const entries = logged
      .json<Array<{ entityType: string; entityId: string; userEmail: string }>>()
      .filter((e) => e.entityId.startsWith('queue:'));
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.entityType === 'queue' && e.userEmail === 'admin@example.com')).toBe(
      true,
    );
  });

  it('refuses writes other than retry, clean, promote, pause and resume (no hand-written jobs)', async () => {
    const waiting = await queue.getWaitingCount();
    const before = (await auditRows()).length;
    for (const [method, url] of [
      ['POST', `/admin/queues/api/queues/${QUEUE}/add`],
      ['PUT', `/admin/queues/api/queues/${QUEUE}/empty`],
      ['PUT', `/admin/queues/api/queues/${QUEUE}/obliterate`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: dashboardCookie },
        payload: { name: 'x', data: { hotelId: 'EVIL', url: 'http://169.254.169.254/' } },
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await queue.getWaitingCount()).toBe(waiting);
    expect((await auditRows()).length).toBe(before);
  });

  it('shuts out an admin who is demoted, even with a cookie issued before', async () => {
    const other = await t.loginAs({ admin: true, email: 'ops-admin@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/queues/session',
      headers: t.auth(other),
    });
    const cookie = cookieFrom(res.headers['set-cookie']).split(';')[0]!;
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    await t.db.updateTable('users').set({ is_admin: false }).where('id', '=', other.user.id).execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', other.user.id).execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('classifyDashboardRequest', () => {
  it('lets reads through, allows the operator actions and refuses every other write', () => {
    expect(classifyDashboardRequest('GET', '/api/queues', {})).toEqual({ kind: 'read' });
    expect(
      classifyDashboardRequest('PUT', '/api/queues/:queueName/retry/:queueStatus', {
        queueName: 'a',
        queueStatus: 'failed',
      }),
    ).toEqual({
      kind: 'allowed',
      action: { operation: 'retry', queue: 'a', status: 'failed' },
    });
    expect(classifyDashboardRequest('PUT', '/api/queues/pause', {})).toEqual({
      kind: 'allowed',
      action: { operation: 'pause', queue: null },
    });
    for (const route of [
      '/api/queues/:queueName/add',
      '/api/queues/:queueName/:jobId/update-data',
      '/api/queues/:queueName/job-schedulers/:schedulerId',
    ]) {
      expect(classifyDashboardRequest(route.endsWith('add') ? 'POST' : 'PATCH', route, {}), route).toEqual({
        kind: 'refused',
      });
    }
  });
});
