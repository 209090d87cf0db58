/**
 * Fault: PostgreSQL becomes unreachable under a running API. The API's pool talks to Postgres
 * through a TCP proxy this test controls, so the database can be cut (refused, or black-holed:
 * connections accepted and never answered) and restored without touching the shared server.
 * The API must say 503 with a clear message (never 500), stay alive, and recover by itself.
 */
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@hotel/db';
import { createTestDatabase, type TestDatabase } from '@hotel/db/testing';
import { createTestApp, type TestApp, type TestSession } from '../helpers.ts';

type Mode = 'forward' | 'refuse' | 'blackhole';

interface PgProxy {
  port: number;
  set(mode: Mode): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of the real Postgres; `set` changes what new and existing connections get. */
async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  let mode: Mode = 'forward';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'blackhole') return; // accept, read nothing back, answer nothing
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const listening = () => server.listening;
  return {
    port,
    async set(next) {
      mode = next;
      // Every open connection dies, as when the database host goes away.
      if (next !== 'forward') for (const s of sockets) s.destroy();
      if (next === 'refuse' && listening())
        await new Promise<void>((resolve) => server.close(() => resolve()));
      if (next !== 'refuse' && !listening())
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const s of sockets) s.destroy();
      if (listening()) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('fault: PostgreSQL unreachable under a running API', () => {
  let tdb: TestDatabase;
  let proxy: PgProxy;
  let proxiedDb: Db;
  let t: TestApp;
  let user: TestSession;

  beforeAll(async () => {
    // The API's own database, reached only through the proxy.
    tdb = await createTestDatabase('hp_fault_pg');
    const url = new URL(tdb.url);
    proxy = await startPgProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxiedDb = createDb({ connectionString: url.toString() });
    t = await createTestApp({ env: { DATABASE_URL: url.toString() }, deps: { db: proxiedDb } });
    user = await t.signup();
  }, 60_000);

  afterAll(async () => {
    await proxy?.set('forward');
    await t?.close();
    await proxiedDb?.destroy().catch(() => {});
    await proxy?.close();
    await tdb?.drop();
  }, 60_000);

  const get = (url: string, auth = true) =>
    t.app.inject({ method: 'GET', url, headers: auth ? t.auth(user) : {} });

  async function expectDown(what: string): Promise<void> {
    const ready = await get('/readyz', false);
    expect(ready.statusCode, `${what}: /readyz`).toBe(503);
    expect(ready.json()).toEqual({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/PostgreSQL/) as unknown,
    });
    expect((await get('/healthz', false)).statusCode, `${what}: /healthz`).toBe(200);
    for (const route of ['/api/hotels', '/api/stats', '/api/runs', '/api/hotels/NOPE-1']) {
      const res = await get(route);
      expect(res.statusCode, `${what}: ${route} answered ${res.body}`).toBe(503);
      const body = res.json<{ code: string; message: string }>();
      expect(body).toEqual({
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/database is unavailable/i) as unknown,
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|stack|at .*\.ts/);
    }
  }

  async function expectUp(what: string): Promise<void> {
    // The pool reconnects on its own: the first requests after the restore already succeed.
    expect((await get('/readyz', false)).statusCode, `${what}: /readyz`).toBe(200);
    const hotels = await get('/api/hotels');
    expect(hotels.statusCode, `${what}: /api/hotels answered ${hotels.body}`).toBe(200);
    expect((await get('/api/stats')).statusCode).toBe(200);
  }

  it('answers 503 UNAVAILABLE on /readyz and data routes while Postgres refuses connections, then recovers without a restart', async () => {
    await expectUp('before the cut');
    await proxy.set('refuse');
    await expectDown('refused');
    await proxy.set('forward');
    await expectUp('after the restore');
  }, 60_000);

  it('fails a query that is running when Postgres goes away, without an uncaught error taking the process down', async () => {
    // The API's own pool: a long query holds a checked-out client when the connection dies.
    const running = sql`select pg_sleep(5)`.execute(proxiedDb);
    await new Promise((r) => setTimeout(r, 500));
    await proxy.set('refuse');
    await expect(running).rejects.toThrow(/Connection terminated/);
    await expectDown('refused under a running query');
    await proxy.set('forward');
    await expectUp('after the restore');
  }, 60_000);

  it('answers 503 (not a hang, not a 500) while Postgres accepts connections but never answers, then recovers', async () => {
    await proxy.set('blackhole');
    // readyz gives up after its own 2 s check timeout; data routes after the pool's connect timeout.
    await expectDown('black-holed');
    await proxy.set('forward');
    await expectUp('after the restore');
  }, 120_000);
});
