/**
 * Real services for tests: testcontainers when a Docker engine answers, otherwise the
 * PostgreSQL and Redis already running on this machine (TEST_DATABASE_URL, TEST_REDIS_URL).
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

async function startPostgresContainer(): Promise<string> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const c = await new PostgreSqlContainer('postgres:16-alpine').withDatabase('postgres').start();
  return c.getConnectionUri();
}

async function startRedisContainer(): Promise<string> {
  const { GenericContainer } = await import('testcontainers');
  const c = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  return `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
}

/** URL of a server database we may CREATE DATABASE from. */
export function adminDatabaseUrl(): Promise<string> {
  adminUrlPromise ??= (async () => {
    if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
    if (dockerAvailable()) {
      try {
        return await startPostgresContainer();
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
        return await startRedisContainer();
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
