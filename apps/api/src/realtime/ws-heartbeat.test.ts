import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import type { ServerMessage } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../test/helpers.ts';
import { eventsChannel } from '@hotel/domain';
import { HEARTBEAT_INTERVAL_MS } from './ws-gateway.ts';

const HEARTBEAT_MS = 200;

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('/ws heartbeat', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let publisher: Redis;

  beforeAll(async () => {
    t = await createTestApp({ app: { wsHeartbeatMs: HEARTBEAT_MS } });
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

  /** A real socket, signed in; `autoPong: false` makes it a peer that has silently gone away. */
  async function signedIn(session: TestSession, autoPong: boolean) {
    const ws = new WebSocket(base, { origin, autoPong });
    const messages: unknown[] = [];
    let pings = 0;
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.on('ping', () => pings++);
    const closed = new Promise<{ code: number; at: number }>((resolve) => ws.on('close', (code) => resolve({ code, at: Date.now() })));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'auth', token: session.token }));
    await until(() => t.app.realtime.registry.socketsOf(session.user.id).length > 0, 'authentication');
    return { ws, messages, closed, pings: () => pings };
  }

  it('pings often enough that a half-open socket goes within a minute', () => {
    expect(2 * HEARTBEAT_INTERVAL_MS).toBeLessThanOrEqual(60_000);
  });

  it('drops a socket that stops answering pings, and relays nothing more to it', async () => {
    const session = await t.loginAs();
    const c = await signedIn(session, false);
    const start = Date.now();
    const { at } = await c.closed;
    // One interval to send the unanswered ping, one more to give up on it (plus slack for a busy machine).
    expect(at - start).toBeLessThan(HEARTBEAT_MS * 2 + 1_500);
    expect(c.pings()).toBeGreaterThanOrEqual(1);
    await until(() => t.app.realtime.registry.socketsOf(session.user.id).length === 0, 'the socket to leave the registry', 2_000);
  });

  it('keeps a socket that answers pings and still relays to it', async () => {
    const session = await t.loginAs();
    const c = await signedIn(session, true);
    await until(() => c.pings() >= 4, 'several heartbeats');
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    const message: ServerMessage = { type: 'progress', runId: 'run-hb', current: 1, total: 1, status: 'completed', hotelId: 'h-1' };
    await publisher.publish(eventsChannel(t.prefix), JSON.stringify(message));
    await until(() => c.messages.length === 1, 'relayed message');
    expect(c.messages).toEqual([message]);
    c.ws.close();
    await c.closed;
  });
});
