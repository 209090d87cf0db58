/**
 * Real services for tests, from one of two places:
 *  - "running services": TEST_DATABASE_URL / TEST_REDIS_URL, else the PostgreSQL and Redis on
 *    127.0.0.1 (the default, and the fallback on a machine without a container engine);
 *  - "testcontainers": a PostgreSQL and a Redis container of their own, started through the
 *    engine DOCKER_HOST names (podman's Docker API socket in CI: script/containers), from
 *    TESTCONTAINERS_POSTGRES_IMAGE / TESTCONTAINERS_REDIS_IMAGE (the official images by default).
 * `startTestServices` (vitest globalSetup: testing-global-setup.ts) chooses once per test run
 * and hands the URLs to the test processes as TEST_DATABASE_URL / TEST_REDIS_URL.
 * Each test file gets its own database, cloned from a migrated template so setup stays fast.
 */
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from './connection.ts';
import { migrateToLatest, migrationsFingerprint } from './migrate.ts';

// One template per migration set: clones of a branch's own schema, whatever else shares the server.
const TEMPLATE = `hp_test_template_${migrationsFingerprint()}`;

function dockerAvailable(): boolean {
  if (process.env.TESTCONTAINERS === '0') return false;
  if (process.env.TESTCONTAINERS === '1') return true;
  if (process.env.DOCKER_HOST) return true;
  return existsSync('/var/run/docker.sock');
}

let adminUrlPromise: Promise<string> | null = null;
let redisUrlPromise: Promise<string> | null = null;

const postgresImage = (): string => process.env.TESTCONTAINERS_POSTGRES_IMAGE || 'postgres:16-alpine';
const redisImage = (): string => process.env.TESTCONTAINERS_REDIS_IMAGE || 'redis:7-alpine';

interface Started {
  url: string;
  stop(): Promise<void>;
}

async function startPostgresContainer(): Promise<Started> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { Wait } = await import('testcontainers');
  // Ready when the server that follows the init pass says so (the image logs it twice on a
  // fresh volume): no exec into the container, which on a loaded machine outlasts the module's
  // one-second health-check timeout.
  const c = await new PostgreSqlContainer(postgresImage())
    .withDatabase('postgres')
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  return { url: c.getConnectionUri(), stop: async () => void (await c.stop()) };
}

async function startRedisContainer(): Promise<Started> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const c = await new GenericContainer(redisImage()).withExposedPorts(6379).withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/)).start();
  return { url: `redis://${c.getHost()}:${c.getMappedPort(6379)}`, stop: async () => void (await c.stop()) };
}

/** The engine behind DOCKER_HOST, as it names itself ("Podman Engine 4.3.1", "Docker Engine 28.2.2"). */
async function engineName(): Promise<string> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  const client = await getContainerRuntimeClient();
  const info = client.info.containerRuntime;
  const version = (await client.container.dockerode.version()) as { Components?: Array<{ Name: string; Version: string }> };
  const engine = version.Components?.find((c) => /engine/i.test(c.Name));
  return engine ? `${engine.Name} ${engine.Version}` : `${info.operatingSystem} engine ${info.serverVersion}`;
}

export interface TestServices {
  databaseUrl: string;
  redisUrl: string;
  /** Which path was taken, for the test log: "testcontainers via Podman Engine 4.3.1 (...)" or "running services (...)". */
  description: string;
  stop(): Promise<void>;
}

const hostOf = (url: string): string => new URL(url).host;

/**
 * PostgreSQL and Redis for one test run. TEST_DATABASE_URL / TEST_REDIS_URL win; otherwise
 * containers when an engine answers (TESTCONTAINERS=1 makes a failure to start them an error
 * instead of a fallback, so CI's engine step cannot pass on the running services).
 */
export async function startTestServices(): Promise<TestServices> {
  const givenDb = process.env.TEST_DATABASE_URL;
  const givenRedis = process.env.TEST_REDIS_URL;
  if ((!givenDb || !givenRedis) && dockerAvailable()) {
    const started: Started[] = [];
    try {
      const engine = await engineName();
      const pgc = givenDb ? null : await startPostgresContainer();
      if (pgc) started.push(pgc);
      const rc = givenRedis ? null : await startRedisContainer();
      if (rc) started.push(rc);
      const parts = [pgc ? `PostgreSQL ${postgresImage()} on ${hostOf(pgc.url)}` : `PostgreSQL from TEST_DATABASE_URL`, rc ? `Redis ${redisImage()} on ${hostOf(rc.url)}` : 'Redis from TEST_REDIS_URL'];
      return {
        databaseUrl: givenDb ?? pgc!.url,
        redisUrl: givenRedis ?? rc!.url,
        description: `testcontainers via ${engine} (${parts.join(', ')})`,
        stop: async () => void (await Promise.all(started.map((c) => c.stop()))),
      };
    } catch (err) {
      await Promise.all(started.map((c) => c.stop().catch(() => {})));
      if (process.env.TESTCONTAINERS === '1') throw new Error(`testcontainers: the containers did not start: ${(err as Error).message}`, { cause: err });
      console.warn(`testcontainers: falling back to the running services (${(err as Error).message})`);
    }
  }
  const databaseUrl = givenDb ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = givenRedis ?? 'redis://127.0.0.1:6379';
  return {
    databaseUrl,
    redisUrl,
    description: `running services (PostgreSQL on ${hostOf(databaseUrl)}, Redis on ${hostOf(redisUrl)}${dockerAvailable() ? '' : '; no container engine: DOCKER_HOST unset'})`,
    stop: async () => {},
  };
}

/** URL of a server database we may CREATE DATABASE from. */
export function adminDatabaseUrl(): Promise<string> {
  adminUrlPromise ??= (async () => {
    if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
    if (dockerAvailable()) {
      try {
        return (await startPostgresContainer()).url;
      } catch (err) {
        console.warn(`testcontainers: falling back to local PostgreSQL (${(err as Error).message})`);
      }
    }
    return 'postgres://postgres@127.0.0.1:5432/postgres';
  })();
  return adminUrlPromise;
}

export function testRedisUrl(): Promise<string> {
  redisUrlPromise ??= (async () => {
    if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
    if (dockerAvailable()) {
      try {
        return (await startRedisContainer()).url;
      } catch (err) {
        console.warn(`testcontainers: falling back to local Redis (${(err as Error).message})`);
      }
    }
    return 'redis://127.0.0.1:6379';
  })();
  return redisUrlPromise;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function ensureTemplate(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Serialise template creation across parallel test files and processes.
    await client.query('SELECT pg_advisory_lock(724211)');
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE ${TEMPLATE}`);
      const db = createDb({ connectionString: withDatabase(adminUrl, TEMPLATE), max: 1 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(724211)').catch(() => {});
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  db: Db;
  /** Drops the database; call in afterAll. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(prefix = 'hp_t'): Promise<TestDatabase> {
  const adminUrl = await adminDatabaseUrl();
  await ensureTemplate(adminUrl);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(724211)');
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(724211)').catch(() => {});
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = createDb({ connectionString: url, max: 5 });
  return {
    url,
    name,
    db,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A unique prefix so parallel test files never share BullMQ queues or Redis keys. */
export function uniqueRedisPrefix(label = 'hpt'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** Runs a SQL script of several statements (DO blocks included) as one simple query, e.g. sql/roles.sql. */
export async function runSqlScript(connectionString: string, script: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}
