/**
 * Shared API test harness — a real app on real services, driven through `app.inject`.
 *
 *   const t = await createTestApp();            // own Postgres database + own Redis prefix
 *   afterAll(() => t.close());                  // closes app, queue, event bus, drops the database
 *   const admin = await t.loginAs({ admin: true });            // admin@example.com (in ADMIN_EMAILS)
 *   const user = await t.loginAs({ email: 'ann@example.com' }); // plain user (created on first call)
 *   const res = await t.app.inject({ method: 'GET', url: '/api/hotels', headers: { authorization: `Bearer ${user.token}` } });
 *   // or: headers: t.auth(user)
 *
 * - `createTestApp(overrides?)`: `overrides.env` are raw env variables (strings) merged over the test
 *   defaults (ALLOWED_EMAIL_DOMAIN example.com, ALLOWED_EXTRA_EMAIL guest@gmail.com, ADMIN_EMAILS
 *   admin@example.com); `overrides.app` are BuildAppOptions; `overrides.deps` replace AppDeps members.
 * - `deps.queue` is the real BullMQ queue (prefix = `prefix`); `deps.events` the real Redis event bus.
 * - `signup({...})` posts /api/auth/signup; `loginAs({admin?, email?, password?})` signs up when
 *   needed, then logs in; both return `{ token, user, cookie }` where `cookie` is the `hp_refresh=...`
 *   pair ready for a `cookie` header. `loginAs({admin: true, email})` makes that user an admin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Redis } from 'ioredis';
import { REFRESH_COOKIE, type CurrentUser, type SessionResponse } from '@hotel/contracts';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import type { Db } from '@hotel/db';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import type { AppDeps } from '../src/deps.ts';
import { systemClock } from '../src/lib/clock.ts';
import { BullMqJobQueue, RedisEventBus } from '@hotel/domain';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestSession {
  token: string;
  user: CurrentUser;
  /** `hp_refresh=<token>`, for a `cookie` request header. */
  cookie: string;
  refreshToken: string;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Db;
  redisUrl: string;
  prefix: string;
  databaseUrl: string;
  signup(opts?: { email?: string; password?: string; firstName?: string; lastName?: string }): Promise<TestSession>;
  loginAs(opts?: { admin?: boolean; email?: string; password?: string }): Promise<TestSession>;
  /** `{ authorization: 'Bearer …' }` for inject headers. */
  auth(session: { token: string }): { authorization: string };
  close(): Promise<void>;
}

export interface TestAppOverrides {
  env?: Record<string, string | undefined>;
  app?: BuildAppOptions;
  deps?: Partial<AppDeps>;
}

/** Reads the refresh token out of a Set-Cookie answer. */
export function refreshCookieFrom(setCookie: string | string[] | undefined): string | null {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const c of list) {
    const m = new RegExp(`^${REFRESH_COOKIE}=([^;]*)`).exec(c);
    if (m && m[1]) return m[1];
  }
  return null;
}

let counter = 0;

/** Removes every key of a test prefix (queues, rate-limit counters) from the shared Redis. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const redisUrl = await testRedisUrl();
  const prefix = uniqueRedisPrefix();
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-api-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    ALLOWED_EMAIL_DOMAIN: 'example.com',
    ALLOWED_EXTRA_EMAIL: 'guest@gmail.com',
    ADMIN_EMAILS: 'admin@example.com',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides.env,
  });
  const logger = pino({ level: env.LOG_LEVEL });
  const queue = new BullMqJobQueue({ redisUrl, prefix });
  const events = new RedisEventBus({ redisUrl, prefix, logger });
  const deps: AppDeps = { env, db: database.db, queue, events, clock: systemClock, logger, ...overrides.deps };
  // A lighter scrypt than production's 128 MiB per hash keeps the suites' many sign-ups fast;
  // test/security/password-storage.test.ts runs the production cost.
  const app = await buildApp(deps, { webDistDir: null, passwordCost: { N: 2 ** 14, r: 8, p: 1 }, ...overrides.app });
  await app.ready();
  await events.ready();

  async function post(url: string, payload: unknown): Promise<TestSession> {
    const res = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    const body = res.json<SessionResponse>();
    const refreshToken = refreshCookieFrom(res.headers['set-cookie']) ?? '';
    return { token: body.accessToken, user: body.user, cookie: `${REFRESH_COOKIE}=${refreshToken}`, refreshToken };
  }

  const t: TestApp = {
    app,
    deps,
    db: database.db,
    redisUrl,
    prefix,
    databaseUrl: database.url,
    signup(opts = {}) {
      counter += 1;
      return post('/api/auth/signup', {
        firstName: opts.firstName ?? 'Test',
        lastName: opts.lastName ?? `User${counter}`,
        email: opts.email ?? `user${counter}-${Date.now().toString(36)}@example.com`,
        password: opts.password ?? TEST_PASSWORD,
      });
    },
    async loginAs(opts = {}) {
      const email = opts.email ?? (opts.admin ? 'admin@example.com' : `user${++counter}-${Date.now().toString(36)}@example.com`);
      const password = opts.password ?? TEST_PASSWORD;
      const existing = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (!existing) await t.signup({ email, password });
      if (opts.admin) await database.db.updateTable('users').set({ is_admin: true }).where('email', '=', email).execute();
      return post('/api/auth/login', { email, password });
    },
    auth: (session) => ({ authorization: `Bearer ${session.token}` }),
    async close() {
      await app.close();
      await Promise.allSettled([queue.close(), events.close()]);
      await database.drop();
      await deleteRedisKeys(redisUrl, prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
