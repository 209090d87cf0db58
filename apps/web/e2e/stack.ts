/// <reference types="node" />
/**
 * The real stack for end-to-end runs: a fresh migrated PostgreSQL database, a Redis key prefix
 * of its own, the fixture hotel web on 127.0.0.1, the API (serving the built web app) and one
 * worker as child processes — started the way production starts them (`node <entry>.ts`).
 * Child output goes to apps/web/test-results/e2e-logs/ so a failing run can be read afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { startFixtureSites, type FixtureSite } from './fixture-sites.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const logDir = path.join(repoRoot, 'apps/web/test-results/e2e-logs');

/** What the specs get through `inject('e2e')`: plain data only (it crosses processes). */
export interface StackInfo {
  baseUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  sites: FixtureSite[];
  /** A site on an allowed host that answers 500 to everything (the broken-source case). */
  brokenSiteUrl: string;
  /**
   * A webhook receiver on an allowed host: POST to any path is recorded and answered 204;
   * GET `received` lists what came, as `{ path, headers, body }` (specs run in other processes).
   */
  webhookReceiverUrl: string;
  logDir: string;
}

export interface Stack extends StackInfo {
  stop(): Promise<void>;
}

export interface StackOptions {
  workers?: number;
  /** Extra environment for the API and the workers (e.g. a local LLM endpoint). */
  env?: Record<string, string>;
  /** Prefixes the log files (`<name>-api.log`), so a spec's own second stack keeps its logs apart. */
  name?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<void>;
  alive: boolean;
  logFile: string;
}

function startNode(name: string, entry: string, env: NodeJS.ProcessEnv): Child {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const proc = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout?.pipe(log, { end: false });
  proc.stderr?.pipe(log, { end: false });
  const child: Child = { name, proc, alive: true, logFile, exited: Promise.resolve() };
  child.exited = new Promise((resolve) => {
    proc.once('exit', () => {
      child.alive = false;
      log.end();
      resolve();
    });
  });
  return child;
}

async function stopChild(child: Child): Promise<void> {
  if (!child.alive) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 15_000);
  await child.exited;
  clearTimeout(timer);
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForReady(url: string, api: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!api.alive) throw new Error(`the API exited during start-up; last lines of ${api.logFile}:\n${tail(api.logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the API was not ready at ${url} within ${timeoutMs / 1000} s (${last}); see ${api.logFile}:\n${tail(api.logFile)}`);
}

async function startBrokenSite(): Promise<http.Server> {
  const server = http.createServer((_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startWebhookReceiver(): Promise<http.Server> {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const webDist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (pnpm --filter @hotel/web build)');
  }
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of cleanups.reverse()) await fn().catch((err: unknown) => console.warn(`e2e teardown: ${(err as Error).message}`));
    cleanups.length = 0;
  };
  try {
    const database = await createTestDatabase('hp_e2e');
    cleanups.push(() => database.drop());
    const redisUrl = await testRedisUrl();
    const redisPrefix = uniqueRedisPrefix('hpe2e');

    const fixtures = await startFixtureSites(repoRoot);
    cleanups.push(() => fixtures.close());
    const broken = await startBrokenSite();
    cleanups.push(() => new Promise<void>((resolve) => broken.close(() => resolve())));
    const brokenSiteUrl = `http://127.0.0.1:${(broken.address() as net.AddressInfo).port}/`;
    const receiver = await startWebhookReceiver();
    cleanups.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    const webhookReceiverUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/`;

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hp-e2e-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      ALLOWED_EMAIL_DOMAIN: 'example.com',
      ALLOWED_EXTRA_EMAIL: 'guest@gmail.com',
      // admin@example.com is signed up through the UI by the smoke spec; ops@example.com is the
      // admin the other specs share (harness.ts SPEC_ADMIN).
      ADMIN_EMAILS: 'admin@example.com,ops@example.com',
      SCRAPER_ALLOW_PRIVATE_HOSTS: [...fixtures.hostPorts, new URL(brokenSiteUrl).host].join(','),
      WEBHOOK_ALLOW_PRIVATE_HOSTS: new URL(webhookReceiverUrl).host,
      HOST_MIN_DELAY_MS: '20',
      WORKER_CONCURRENCY: '2',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      ...options.env,
    };

    const logName = (child: string) => (options.name ? `${options.name}-${child}` : child);
    const api = startNode(logName('api'), 'apps/api/src/main.ts', env);
    cleanups.push(() => stopChild(api));
    const workerEntry = path.join(repoRoot, 'apps/worker/src/main.ts');
    const workers = options.workers ?? 1;
    if (existsSync(workerEntry)) {
      for (let i = 1; i <= workers; i++) {
        const worker = startNode(logName(workers > 1 ? `worker-${i}` : 'worker'), 'apps/worker/src/main.ts', env);
        cleanups.push(() => stopChild(worker));
      }
    } else {
      console.warn('e2e: apps/worker/src/main.ts does not exist yet; the stack runs without a worker');
    }
    await waitForReady(`${baseUrl}/readyz`, api, 120_000);

    return {
      baseUrl,
      databaseUrl: database.url,
      redisUrl,
      redisPrefix,
      sites: fixtures.sites,
      brokenSiteUrl,
      webhookReceiverUrl,
      logDir,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
