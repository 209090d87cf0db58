import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { clientAuthMessage, WS_MAX_FRAME_BYTES, WS_PROTOCOL, type ServerMessage } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { EventBus } from '@hotel/domain';
import type { Clock } from '../lib/clock.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { listActiveFlags } from '../modules/users/users.repository.ts';
import { SocketRegistry, WS_CLOSE } from './socket-registry.ts';

const AUTH_TIMEOUT_MS = 5_000;
const ACTIVE_CACHE_MS = 5_000;
// A client that stops reading must not make the server buffer without bound.
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * A socket whose peer vanished without a close (a laptop lid shut, a NAT or proxy that forgot the
 * flow) stays open on our side forever and keeps being relayed to. Every interval the server pings,
 * and a socket that has not answered the previous ping is dropped: gone within two intervals.
 */
export const HEARTBEAT_INTERVAL_MS = 25_000;

export interface Realtime {
  registry: SocketRegistry;
  /** Closes every socket of a user on this instance (called when an admin deactivates them). */
  disconnectUser(userId: string): void;
  /** Marks a user active again so relays resume without waiting for the cache. */
  markActive(userId: string): void;
}

export interface WsGatewayDeps {
  db: Db;
  events: EventBus;
  auth: AuthService;
  publicUrl: string | undefined;
  clock: Clock;
  /** Ping interval; a socket that misses one ping is dropped at the next (default 25 s). */
  heartbeatIntervalMs?: number;
}

function originAllowed(req: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  // Browsers always send Origin on WebSocket upgrades; refusing its absence closes cross-site hijacking for good.
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl && parsed.origin === new URL(publicUrl).origin) return true;
  return parsed.host === req.headers.host;
}

function protocolToken(req: FastifyRequest): string | null {
  const header = req.headers['sec-websocket-protocol'];
  if (!header) return null;
  for (const p of header.split(',')) {
    const v = p.trim();
    if (v.startsWith('bearer.') && v.length > 'bearer.'.length) return v.slice('bearer.'.length);
  }
  return null;
}

export async function registerWsGateway(app: FastifyInstance, deps: WsGatewayDeps): Promise<Realtime> {
  const registry = new SocketRegistry();
  const activeCache = new Map<string, { active: boolean; at: number }>();

  await app.register(websocket, {
    options: {
      maxPayload: WS_MAX_FRAME_BYTES,
      // Echo our protocol, never the bearer entry, so the token is not reflected back.
      handleProtocols: (protocols: Set<string>) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
    },
  });

  function markActive(userId: string): void {
    activeCache.set(userId, { active: true, at: Date.now() });
  }

  function disconnectUser(userId: string): void {
    activeCache.set(userId, { active: false, at: Date.now() });
    registry.closeUser(userId, WS_CLOSE.deactivated, 'Account deactivated');
  }

  async function refreshActive(userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    const rows = await listActiveFlags(deps.db, userIds);
    const now = Date.now();
    const found = new Map(rows.map((r) => [r.id, r.is_active]));
    for (const id of userIds) {
      const active = found.get(id) ?? false;
      activeCache.set(id, { active, at: now });
      if (!active) registry.closeUser(id, WS_CLOSE.deactivated, 'Account deactivated');
    }
  }

  async function relay(message: ServerMessage): Promise<void> {
    const now = Date.now();
    const users = registry.userIds();
    const stale = users.filter((id) => {
      const c = activeCache.get(id);
      return !c || now - c.at > ACTIVE_CACHE_MS;
    });
    try {
      await refreshActive(stale);
    } catch (err) {
      // Database briefly down: keep relaying on the last known state rather than going silent.
      app.log.warn({ err }, 'could not re-check socket users');
    }
    const frame = JSON.stringify(message);
    for (const id of registry.userIds()) {
      if (activeCache.get(id)?.active === false) continue;
      for (const socket of registry.socketsOf(id)) {
        if (socket.readyState === socket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES) socket.send(frame);
      }
    }
  }

  // Serialised so progress frames reach each browser in the order they were published.
  let chain: Promise<void> = Promise.resolve();
  const unsubscribe = deps.events.subscribe((message) => {
    chain = chain.then(() => relay(message)).catch((err) => app.log.error({ err }, 'relay failed'));
  });

  // Another API instance may have deactivated a user: sweep so their sockets close here too.
  const sweep = setInterval(() => {
    refreshActive(registry.userIds()).catch((err) => app.log.warn({ err }, 'socket sweep failed'));
  }, ACTIVE_CACHE_MS);
  sweep.unref();

  const connected = new Set<WebSocket>();
  const answered = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of connected) {
      if (!answered.has(socket)) {
        // terminate, not close: a peer that does not answer pings will not answer a close frame either.
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      if (socket.readyState === socket.OPEN) socket.ping();
    }
  }, deps.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(heartbeat);
    unsubscribe();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req, deps.publicUrl)) {
          await reply.code(403).send({ code: 'FORBIDDEN', message: 'Origin not allowed' });
        }
      },
    },
    (socket: WebSocket, req: FastifyRequest) => {
      let userId: string | null = null;
      let closed = false;
      const log = req.log;

      const accept = async (token: string) => {
        const result = await deps.auth.authenticate(token).catch((err) => {
          log.warn({ err }, 'ws authentication failed');
          return null;
        });
        if (closed) return;
        if (!result || !('user' in result)) {
          socket.close(WS_CLOSE.unauthorized, result ? 'Account deactivated' : 'Unauthorized');
          return;
        }
        userId = result.user.id;
        markActive(userId);
        registry.add(userId, socket);
        // The socket lives no longer than the token that opened it: the console reconnects with its
        // refreshed token before then, while a leaked token stops listening when it expires.
        const left = result.expiresAt.getTime() - deps.clock.now().getTime();
        expiry = setTimeout(() => socket.close(WS_CLOSE.unauthorized, 'Token expired'), Math.min(Math.max(0, left), 2 ** 31 - 1));
      };

      connected.add(socket);
      answered.add(socket);
      socket.on('pong', () => answered.add(socket));

      let expiry: NodeJS.Timeout | undefined;
      socket.on('close', () => {
        closed = true;
        connected.delete(socket);
        clearTimeout(timer);
        clearTimeout(expiry);
        if (userId) registry.remove(userId, socket);
      });
      socket.on('error', (err) => log.debug({ err }, 'ws error'));

      const headerToken = protocolToken(req);
      const timer = setTimeout(() => {
        if (!userId && !closed) socket.close(WS_CLOSE.unauthorized, 'Authentication timeout');
      }, AUTH_TIMEOUT_MS);

      if (headerToken) {
        void accept(headerToken).finally(() => clearTimeout(timer));
      }

      let awaitingAuth = !headerToken;
      socket.on('message', (data, isBinary) => {
        if (!awaitingAuth) return; // the browser only ever sends the auth frame
        awaitingAuth = false;
        let token: string | null = null;
        if (!isBinary) {
          try {
            const parsed = clientAuthMessage.safeParse(JSON.parse(String(data)));
            if (parsed.success) token = parsed.data.token;
          } catch {
            token = null;
          }
        }
        if (!token) {
          socket.close(WS_CLOSE.unauthorized, 'Unauthorized');
          return;
        }
        void accept(token).finally(() => clearTimeout(timer));
      });
    },
  );

  return { registry, disconnectUser, markActive };
}
