/**
 * script/server: brings up the whole system in the foreground — database, Redis, migrations,
 * the built web app, the API (serving that web app from one origin) and the workers — and
 * stops everything it started on Ctrl+C or SIGTERM.
 *
 * Options (environment): PORT (3000), WORKERS (1), SKIP_WEB_BUILD=1, EMBEDDED_PG=1 (always use the
 * embedded PostgreSQL, port EMBEDDED_PG_PORT 5433), LOCAL_REDIS=1 (always start redis-server on
 * LOCAL_REDIS_PORT 6380), and every variable of
 * apps/api/src/config/env.ts and apps/worker/src/config.ts, passed through unchanged.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttpOk } from './lib/net.ts';
import { ensurePostgres, ensureRedis, ServiceError, type Service } from './lib/services.ts';
import { run, startChild, stopChild, type Supervised } from './lib/supervisor.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(repoRoot);

const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true, mode: 0o755 });

// Development defaults that make a newcomer an admin within a minute; every one can be overridden.
const devDefaults: Record<string, string> = {
  NODE_ENV: 'development',
  PORT: '3000',
  // This machine only: anyone on the network could otherwise sign up with the default domain.
  HOST: '127.0.0.1',
  ALLOWED_EMAIL_DOMAIN: 'hotelprofiler.dev',
  ADMIN_EMAILS: 'admin@hotelprofiler.dev',
  WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
};

const services: Service[] = [];
const apps: Supervised[] = [];
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping Hotel Profiler...');
    // The API and workers first so they finish in-flight work while Postgres and Redis still answer.
    await Promise.all(apps.map((a) => stopChild(a)));
    for (const s of services.reverse()) if (s.process) await stopChild(s.process);
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function fail(message: string): Promise<never> {
  console.error(`\nscript/server: ${message}`);
  return shutdown(1);
}

try {
  const postgres = await ensurePostgres({ repoRoot, dataDir, env: process.env });
  services.push(postgres);
  const redis = await ensureRedis({ dataDir, env: process.env });
  services.push(redis);

  const env: NodeJS.ProcessEnv = { ...devDefaults, ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres.url, REDIS_URL: redis.url };
  console.log(`Database: ${postgres.description}\nRedis:    ${redis.description}`);

  console.log('\n==> Running database migrations');
  if ((await run('pnpm', ['--silent', 'db:migrate'], { env })) !== 0) await fail('database migrations failed (see above)');

  if (process.env.SKIP_WEB_BUILD === '1' && existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.log('\n==> Using the existing web build (SKIP_WEB_BUILD=1)');
  } else {
    console.log('\n==> Building the web app');
    if ((await run('pnpm', ['--filter', '@hotel/web', 'build'], { env })) !== 0) await fail('the web build failed (see above)');
  }

  for (const entry of ['apps/api/src/main.ts', 'apps/worker/src/main.ts']) {
    if (!existsSync(path.join(repoRoot, entry))) await fail(`${entry} is missing; is this a complete checkout?`);
  }

  console.log('\n==> Starting the API and workers');
  const api = startChild('api', process.execPath, ['apps/api/src/main.ts'], { env });
  apps.push(api);
  const workers = Math.max(1, Number(process.env.WORKERS ?? 1) || 1);
  for (let i = 1; i <= workers; i++) {
    apps.push(startChild(workers > 1 ? `worker${i}` : 'worker', process.execPath, ['apps/worker/src/main.ts'], { env }));
  }
  for (const a of apps) {
    void a.exited.then((code) => {
      if (!stopping) void fail(`${a.name} exited unexpectedly (code ${code}); stopping everything`);
    });
  }

  const port = Number(env.PORT);
  await waitForHttpOk(`http://127.0.0.1:${port}/readyz`, 120_000, () => api.alive());
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const admin = (env.ADMIN_EMAILS ?? '').split(',')[0]?.trim();
  console.log(
    [
      '',
      `Hotel Profiler is running at ${url}`,
      admin ? `Sign in as admin: open ${url}, choose Sign Up and register ${admin} with any password of 6+ characters.` : '',
      `Workers: ${workers}. Press Ctrl+C to stop.`,
      '',
    ].join('\n'),
  );
} catch (err) {
  await fail(err instanceof ServiceError ? err.message : `${(err as Error).stack ?? err}`);
}
