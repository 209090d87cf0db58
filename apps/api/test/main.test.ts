import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { deleteRedisKeys } from './helpers.ts';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('main (process boot and shutdown)', () => {
  let database: TestDatabase;
  let redisUrl: string;
  const prefix = uniqueRedisPrefix();
  const dataDir = mkdtempSync(join(tmpdir(), 'hp-main-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    redisUrl = await testRedisUrl();
  });
  afterAll(async () => {
    await database?.drop();
    await deleteRedisKeys(redisUrl, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 1 listing every bad variable', async () => {
    const p = run({ PORT: 'abc', NODE_ENV: 'staging', ALLOWED_EXTRA_EMAIL: 'not-an-email' });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain('PORT');
    expect(p.err()).toContain('NODE_ENV');
    expect(p.err()).toContain('ALLOWED_EXTRA_EMAIL');
  });

  it('boots, prints its URL, serves /readyz and shuts down cleanly on SIGTERM', async () => {
    const p = run({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
    });
    const deadline = Date.now() + 30_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(p.out())?.[1];
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, p.out() + p.err()).toBeDefined();
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).toContain('shutting down');
  }, 60_000);
});
