/**
 * The production database roles (packages/db/sql/roles.sql, created by compose's init script):
 * the migration role owns the schema and migrates an empty database; the application role runs
 * the API's and the workers' real queries and can do nothing else (no superuser, no CREATE, no
 * temporary tables, no DDL on the migrator's tables).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '@hotel/contracts';
import { createDb, migrateToLatest, type Db } from '@hotel/db';
import { adminDatabaseUrl, runSqlScript, testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { insertSnippets } from '../../../worker/src/repositories/snippets.repository.ts';
import { upsertSources } from '../../../worker/src/repositories/sources.repository.ts';
import { markHotelCompleted, markHotelProcessing } from '@hotel/domain';
import { createTestApp, refreshCookieFrom, TEST_PASSWORD, type TestApp } from '../helpers.ts';

const ROLES_SQL = readFileSync(path.resolve(import.meta.dirname, '../../../../packages/db/sql/roles.sql'), 'utf8');

function asRole(url: string, role: string, database: string): string {
  const u = new URL(url);
  u.username = role;
  u.password = '';
  u.pathname = `/${database}`;
  return u.toString();
}

/** The Postgres error code of a refused statement (42501 = insufficient privilege). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
  return 'allowed';
}

describe('PostgreSQL roles: migrator owns the schema, the app only reads and writes rows', () => {
  const database = `hp_roles_${randomBytes(4).toString('hex')}`;
  let adminUrl = '';
  let migrator: Db;
  let appDb: Db;
  let t: TestApp;

  beforeAll(async () => {
    adminUrl = await adminDatabaseUrl();
    await runSqlScript(adminUrl, `CREATE DATABASE ${database}`);
    await runSqlScript(asRole(adminUrl, new URL(adminUrl).username || 'postgres', database), ROLES_SQL);
    migrator = createDb({ connectionString: asRole(adminUrl, 'hotel_migrator', database), max: 2 });
    appDb = createDb({ connectionString: asRole(adminUrl, 'hotel_app', database), max: 5 });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await appDb?.destroy();
    await migrator?.destroy();
    if (adminUrl) await runSqlScript(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('the migration role migrates the empty database and owns every table', async () => {
    const applied = await migrateToLatest(migrator);
    expect(applied.length).toBeGreaterThan(0);
    const owners = await sql<{ owner: string }>`SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'`.execute(migrator);
    expect(owners.rows.map((r) => r.owner)).toEqual(['hotel_migrator']);
  }, 120_000);

  it("the app role runs the API's queries: sign-up, sign-in, refresh with its family lock, a run, lists, search, export, audit", async () => {
    t = await createTestApp({ deps: { db: appDb } });
    const s = await t.signup({ email: 'least@example.com' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'least@example.com', password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${s.refreshToken}` } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshCookieFrom(refreshed.headers['set-cookie'])).toBeTruthy();

    const auth = t.auth(s);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/scrape',
      headers: auth,
      payload: { hotels: [{ hotelId: 'LP-1', url: 'https://least-privilege.example/' }], model: 'builtin' },
    });
    expect(run.statusCode, run.body).toBe(202);
    for (const url of ['/api/hotels', '/api/hotels?q=least', '/api/hotels/LP-1', '/api/stats', '/api/runs', '/api/audit-logs', '/api/export/snippets', '/api/export/counts']) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  }, 120_000);

  it("the app role runs the workers' writes: sources, snippets and the hotel's status (counter triggers included)", async () => {
    await markHotelProcessing(appDb, 'LP-1', null);
    const ids = await upsertSources(appDb, 'LP-1', [{ url: 'https://least-privilege.example/', state: { status: 'completed', title: 'Home' } as never }]);
    const inserted = await insertSnippets(appDb, 'LP-1', [
      {
        type: 'description',
        content: 'A quiet hotel by the lake.',
        sourceUrl: 'https://least-privilege.example/',
        pageUrl: 'https://least-privilege.example/',
        method: 'text',
        section: null,
        contentHash: 'h1',
        sourceId: ids.get('https://least-privilege.example/') ?? null,
      } as never,
    ]);
    expect(inserted).toBe(1);
    expect((await markHotelCompleted(appDb, 'LP-1', { scraped: true }))?.status).toBe('completed');
  }, 60_000);

  it('the app role is no superuser and may not create, alter or drop anything', async () => {
    const me = await sql<{ rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean }>`
      SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user`.execute(appDb);
    expect(me.rows[0]).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
    expect(await refusal(() => sql`CREATE TABLE planted (id int)`.execute(appDb))).toBe('42501');
    expect(await refusal(() => sql`CREATE TEMPORARY TABLE planted (id int)`.execute(appDb))).toBe('42501');
    expect(await refusal(() => sql`CREATE SCHEMA planted`.execute(appDb))).toBe('42501');
    expect(await refusal(() => sql`CREATE FUNCTION planted() RETURNS int LANGUAGE sql AS 'SELECT 1'`.execute(appDb))).toBe('42501');
    expect(await refusal(() => sql`ALTER TABLE hotels ADD COLUMN planted int`.execute(appDb))).toBe('42501');
    expect(await refusal(() => sql`DROP TABLE audit_logs`.execute(appDb))).toBe('42501');
    expect(await refusal(() => sql`TRUNCATE audit_logs`.execute(appDb))).toBe('42501');
  });

  it('the API boots on a fresh database as the app role, migrating through MIGRATION_DATABASE_URL; the app role alone cannot', async () => {
    const fresh = `hp_roles_boot_${randomBytes(4).toString('hex')}`;
    await runSqlScript(adminUrl, `CREATE DATABASE ${fresh}`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-roles-'));
    try {
      await runSqlScript(asRole(adminUrl, new URL(adminUrl).username || 'postgres', fresh), ROLES_SQL);
      const boot = (extra: Record<string, string>) => {
        const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../src/main.ts')], {
          env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...extra },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
        return { child, exited, out: () => out };
      };
      const common = { DATABASE_URL: asRole(adminUrl, 'hotel_app', fresh), REDIS_URL: await testRedisUrl(), REDIS_PREFIX: uniqueRedisPrefix() };

      const alone = boot(common);
      expect(await alone.exited).toBe(1);
      expect(alone.out()).toContain('database migration failed');

      const p = boot({ ...common, MIGRATION_DATABASE_URL: asRole(adminUrl, 'hotel_migrator', fresh) });
      let url: string | undefined;
      for (const deadline = Date.now() + 60_000; !url && Date.now() < deadline; ) {
        url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(p.out())?.[1];
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      expect(url, p.out()).toBeDefined();
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect((await fetch(`${url}/api/auth/config`)).status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await runSqlScript(adminUrl, `DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
    }
  }, 120_000);
});
