import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { WS_MAX_FRAME_BYTES, WS_PROTOCOL, type ServerMessage } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../test/helpers.ts';
import { eventsChannel } from '@hotel/domain';

const progress = (runId: string, current: number): ServerMessage => ({
  type: 'progress',
  runId,
  current,
  total: 10,
  status: 'processing',
  hotelId: `h-${current}`,
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Client {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  opened: Promise<void>;
}

describe('/ws gateway', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let publisher: Redis;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;
    base = `ws://127.0.0.1:${port}/ws`;
    origin = `http://127.0.0.1:${port}`;
    publisher = new Redis(t.redisUrl);
  });
  afterAll(async () => {
    await publisher?.quit();
    await t?.close();
  });

  function connect(opts: { origin?: string | null; protocols?: string[] } = {}): Client {
    const headers: Record<string, string> = {};
    const o = opts.origin === undefined ? origin : opts.origin;
    const ws = new WebSocket(base, opts.protocols ?? [], o === null ? { headers } : { origin: o });
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
      ws.on('error', () => {});
    });
    const opened = new Promise<void>((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.on('error', reject);
    });
    opened.catch(() => {});
    return { ws, messages, closed, opened };
  }

  async function authenticated(session: TestSession): Promise<Client> {
    const before = t.app.realtime.registry.socketsOf(session.user.id).length;
    const c = connect();
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'auth', token: session.token }));
    await until(() => t.app.realtime.registry.socketsOf(session.user.id).length > before, 'socket authentication');
    return c;
  }

  const publish = (message: unknown) => publisher.publish(eventsChannel(t.prefix), JSON.stringify(message));

  it('uses the documented channel name', () => {
    expect(eventsChannel('hp')).toBe('hp:hotel-profiler:events');
  });

  it('refuses an upgrade from a foreign Origin', async () => {
    const c = connect({ origin: 'https://evil.example' });
    await expect(c.opened).rejects.toThrow('HTTP 403');
  });

  it('refuses an upgrade without an Origin', async () => {
    const c = connect({ origin: null });
    await expect(c.opened).rejects.toThrow('HTTP 403');
  });

  it('closes with 4401 when the first message is not a valid auth message', async () => {
    const c = connect();
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'hello' }));
    expect((await c.closed).code).toBe(4401);
  });

  it('closes with 4401 when the token is invalid', async () => {
    const c = connect();
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect((await c.closed).code).toBe(4401);
  });

  it('closes with 4401 when no token arrives within 5 seconds', async () => {
    const c = connect();
    await c.opened;
    expect((await c.closed).code).toBe(4401);
  }, 20_000);

  it('closes a socket whose frame exceeds the size limit', async () => {
    const c = connect();
    await c.opened;
    c.ws.send('x'.repeat(WS_MAX_FRAME_BYTES + 1));
    expect((await c.closed).code).toBe(1009);
  });

  it('relays a progress message a worker published on Redis to an authenticated socket, in order', async () => {
    const c = await authenticated(await t.loginAs());
    await publish(progress('run-1', 1));
    await publish({ type: 'bogus' }); // malformed events are dropped, not relayed
    await publish(progress('run-1', 2));
    await until(() => c.messages.length >= 2, 'relayed messages');
    expect(c.messages).toEqual([progress('run-1', 1), progress('run-1', 2)]);
    c.ws.close();
    await c.closed;
  });

  it('authenticates through the Sec-WebSocket-Protocol header and answers only our protocol', async () => {
    // A user of its own, so no socket of an earlier test is still closing in the registry.
    const fresh = await t.loginAs();
    const before = t.app.realtime.registry.socketsOf(fresh.user.id).length;
    const c = connect({ protocols: [WS_PROTOCOL, `bearer.${fresh.token}`] });
    await c.opened;
    expect(c.ws.protocol).toBe(WS_PROTOCOL);
    await until(() => t.app.realtime.registry.socketsOf(fresh.user.id).length > before, 'header authentication');
    const complete: ServerMessage = { type: 'complete', runId: 'run-2', current: 3, total: 3, status: 'completed', hotelId: null, completed: 2, failed: 1 };
    await publish(complete);
    await until(() => c.messages.length >= 1, 'complete message');
    expect(c.messages[0]).toEqual(complete);
    c.ws.close();
    await c.closed;
  });

  it('does not relay to a socket that never authenticated', async () => {
    const listener = connect();
    await listener.opened;
    const authed = await authenticated(await t.loginAs());
    await publish(progress('run-3', 1));
    await until(() => authed.messages.length >= 1, 'relay to the authenticated socket');
    expect(listener.messages).toEqual([]);
    listener.ws.close();
    authed.ws.close();
    await Promise.all([listener.closed, authed.closed]);
  });

  it('closes the socket of a user the moment an admin deactivates them', async () => {
    const admin = await t.loginAs({ admin: true });
    const victim = await t.loginAs({ email: 'ws-victim@example.com' });
    const c = await authenticated(victim);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${victim.user.id}/deactivate`,
      headers: { ...t.auth(admin), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect((await c.closed).code).toBe(4403);
    // And a new socket with the still-unexpired token is refused.
    const again = connect();
    await again.opened;
    again.ws.send(JSON.stringify({ type: 'auth', token: victim.token }));
    expect((await again.closed).code).toBe(4401);
  });

  it('closes the socket of a user deactivated elsewhere (another instance) on the next relay', async () => {
    const other = await t.loginAs({ email: 'elsewhere@example.com' });
    const c = await authenticated(other);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', other.user.id).execute();
    // The activity cache lasts at most 5 s; keep publishing until the gateway re-checks.
    const closed = c.closed.then((x) => x);
    let done = false;
    void closed.then(() => (done = true));
    const end = Date.now() + 15_000;
    while (!done && Date.now() < end) {
      await publish(progress('run-4', 1));
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await closed).code).toBe(4403);
  }, 30_000);
});

describe('/ws gateway and token expiry', () => {
  let t: TestApp;
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.close());

  it('closes a socket with 4401 "Token expired" when the token that opened it expires', async () => {
    const session = await t.loginAs({ email: 'expiring@example.com' });
    const port = (t.app.server.address() as AddressInfo).port;
    // 14 min 58 s later: the 15-minute token has two seconds left when the socket authenticates
    offsetMs = (t.deps.env.ACCESS_TOKEN_TTL_SECONDS - 2) * 1000;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, [], { origin: `http://127.0.0.1:${port}` });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    await new Promise<void>((resolve, reject) => ws.on('open', () => resolve()).on('error', reject));
    ws.send(JSON.stringify({ type: 'auth', token: session.token }));
    await until(() => t.app.realtime.registry.socketsOf(session.user.id).length === 1, 'socket authentication');
    expect(await closed).toEqual({ code: 4401, reason: 'Token expired' });
    await until(() => t.app.realtime.registry.socketsOf(session.user.id).length === 0, 'the expired socket to leave the registry');
  }, 20_000);
});

