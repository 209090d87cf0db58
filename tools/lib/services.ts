/**
 * Finds or starts the PostgreSQL and Redis that script/server needs, in this order:
 * an explicit URL, the usual local server, then a private one under .data/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { portAnswers } from './net.ts';
import { startChild, type Supervised } from './supervisor.ts';

export interface Service {
  url: string;
  description: string;
  /** The process we started, if any; stopped last on shutdown. */
  process?: Supervised;
}

export class ServiceError extends Error {}

const DB_NAME = 'hotel_profiler';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the database named in the URL when the server does not have it yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new ServiceError(`Unusual database name in DATABASE_URL: "${name}"`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new ServiceError(
      `Cannot connect to PostgreSQL at ${new URL(url).host} (${(err as Error).message}).\n` +
        `Set DATABASE_URL to a reachable server, e.g. DATABASE_URL=postgres://user:password@127.0.0.1:5432/${DB_NAME} script/server`,
    );
  }
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name}"`);
      console.log(`Created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

async function waitForLine(service: Supervised, text: string, timeoutMs: number): Promise<void> {
  const stdout = service.child.stdout;
  if (!stdout) return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ServiceError(`${service.name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void service.exited.then((code) => {
      clearTimeout(timer);
      reject(new ServiceError(`${service.name} exited (code ${code}) before it was ready; see its lines above`));
    });
  });
}

export async function ensurePostgres(opts: { repoRoot: string; dataDir: string; env: NodeJS.ProcessEnv }): Promise<Service> {
  const { env } = opts;
  if (env.DATABASE_URL) {
    await ensureDatabase(env.DATABASE_URL);
    return { url: env.DATABASE_URL, description: 'PostgreSQL from DATABASE_URL' };
  }
  // EMBEDDED_PG=1 keeps this install's data apart from a shared local server.
  if (env.EMBEDDED_PG !== '1' && (await portAnswers(5432))) {
    const url = `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
    await ensureDatabase(url);
    return { url, description: 'local PostgreSQL at 127.0.0.1:5432' };
  }
  const port = Number(env.EMBEDDED_PG_PORT ?? 5433);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`;
  if (await portAnswers(port)) {
    // Most likely our embedded server from an earlier run that was not stopped cleanly.
    await ensureDatabase(url);
    return { url, description: `PostgreSQL already answering on 127.0.0.1:${port}` };
  }
  const why = env.EMBEDDED_PG === '1' ? 'EMBEDDED_PG=1' : 'No PostgreSQL on 127.0.0.1:5432 and DATABASE_URL unset';
  console.log(`${why}: starting an embedded PostgreSQL on port ${port} (data in ${path.join(opts.dataDir, 'pg')})`);
  const proc = startChild('postgres', process.execPath, [path.join(opts.repoRoot, 'tools/embedded-postgres.ts'), path.join(opts.dataDir, 'pg'), String(port)], {
    cwd: opts.repoRoot,
    // Own process group: Ctrl+C must not stop the database before the API has drained.
    detached: true,
  });
  await waitForLine(proc, 'ready', 120_000);
  await ensureDatabase(url);
  return { url, description: `embedded PostgreSQL on 127.0.0.1:${port}`, process: proc };
}

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function ensureRedis(opts: { dataDir: string; env: NodeJS.ProcessEnv }): Promise<Service> {
  const { env } = opts;
  if (env.REDIS_URL) return { url: env.REDIS_URL, description: 'Redis from REDIS_URL' };
  if (env.LOCAL_REDIS !== '1' && (await portAnswers(6379))) return { url: 'redis://127.0.0.1:6379', description: 'local Redis at 127.0.0.1:6379' };
  const port = Number(env.LOCAL_REDIS_PORT ?? 6380);
  const url = `redis://127.0.0.1:${port}`;
  if (await portAnswers(port)) return { url, description: `Redis already answering on 127.0.0.1:${port}` };
  if (!onPath('redis-server')) {
    throw new ServiceError(
      'No Redis answers on 127.0.0.1:6379 and redis-server is not installed.\n' +
        'Install and start one (Debian/Ubuntu: sudo apt-get install -y redis-server), ' +
        'or point at an existing one: REDIS_URL=redis://host:6379 script/server',
    );
  }
  const dir = path.join(opts.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const why = env.LOCAL_REDIS === '1' ? 'LOCAL_REDIS=1' : 'No Redis on 127.0.0.1:6379 and REDIS_URL unset';
  console.log(`${why}: starting redis-server on port ${port} (data in ${dir})`);
  // A supervised child rather than a daemon, so it cannot outlive script/server unnoticed.
  const proc = startChild('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '60 1', '--appendonly', 'no', '--daemonize', 'no'], {
    detached: true,
  });
  const deadline = Date.now() + 20_000;
  while (!(await portAnswers(port))) {
    if (!proc.alive()) throw new ServiceError('redis-server exited before it was ready; see its lines above');
    if (Date.now() > deadline) throw new ServiceError('redis-server did not start within 20 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, description: `redis-server on 127.0.0.1:${port}`, process: proc };
}
