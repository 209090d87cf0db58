/**
 * Every command the README shows, run as a user types it (from the repository root, through
 * pnpm and bash) against the test stack: a fresh PostgreSQL database, a Redis prefix of its own,
 * fixture hotel sites on 127.0.0.1 and, for `pnpm run import`, one real worker process.
 *
 * The commands are read from the README itself (its ```sh blocks and the first column of its
 * "Command" tables), so a new README line is run here without anyone adding it: placeholders and
 * optional parts are filled in by the rules below, and a placeholder they do not know fails the
 * test. Only the commands in NOT_RUN are skipped, each with its reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabaseUrl, testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { startFixtureSites, type FixtureSites } from '../apps/web/e2e/fixture-sites.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Command lines of the README's ```sh blocks (comments dropped) and of its "Command" tables. */
export function readmeCommands(markdown: string): string[] {
  const out: string[] = [];
  for (const block of markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)) {
    for (const line of block[1]!.split('\n')) {
      const command = line.replace(/(^|\s+)#\s.*$/, '').trim();
      if (command) out.push(command);
    }
  }
  const lines = markdown.split('\n');
  lines.forEach((line, i) => {
    if (!/^\|\s*Command\s*\|/.test(line)) return;
    for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) {
      const cell = /^\|\s*`([^`]+)`/.exec(lines[j]!);
      if (cell) out.push(cell[1]!);
    }
  });
  return out;
}

/** Why a README command is not run here; matched on the command's text as the README writes it. */
const NOT_RUN: Array<[RegExp, string]> = [
  [/^script\/test$/, 'it runs this very test (recursion)'],
  [/^pnpm (test|validate)$/, 'it runs this very test (recursion); script/test runs the same suites'],
  [/^pnpm (lint|typecheck|build|test:e2e)$/, 'script/test runs it as a step of its own'],
  [/^(script\/server|pnpm start)$/, 'a foreground server until Ctrl+C that may reinstall dependencies and builds the web app; the e2e suite starts the same processes'],
  [/^pnpm dev$/, 'file watchers until Ctrl+C on the fixed ports 3000 and 5173, which other runs on the machine may hold'],
  [/^docker compose /, "needs a container engine: CI's container step (script/containers test) builds and runs the compose file with these lines' .env on podman; tools/docker-compose.test.ts checks the file"],
  [/^script\/containers (setup|images|test|tests-via-engine|down)$/, "installs packages as root and builds images for minutes: .ci/run's container step runs them (setup and images through script/containers build)"],
  [/^open /, "macOS's browser launcher"],
  [/^psql "\$ADMIN_DATABASE_URL" /, "a managed database's admin connection; apps/api/test/security/least-privilege.test.ts applies roles.sql to a fresh database"],
];

/** What a number or a model in a README synopsis becomes here: the smallest useful size. */
const OPTION_VALUES: Record<string, string> = { hotels: '3', 'max-pages': '1', model: 'builtin' };

interface Context {
  url: string;
  csv: string;
  /** An active account's email, for `--as EMAIL`. */
  email: string;
}

/** A synopsis as typed: optional parts included, placeholders filled; throws on an unknown one. */
export function expand(synopsis: string, ctx: Context): string {
  let s = synopsis;
  while (/\[[^[\]]*\]/.test(s)) s = s.replace(/\[([^[\]]*)\]/g, '$1');
  s = s.replace(/--([a-z-]+) ([NM])\b/g, (whole, name: string) => {
    const value = OPTION_VALUES[name];
    if (!value) throw new Error(`README command "${synopsis}": no value for ${whole} (add it to OPTION_VALUES)`);
    return `--${name} ${value}`;
  });
  s = s.replace('<url>', ctx.url).replace('<csv>', ctx.csv).replace(/(?<![\w-])EMAIL(?![\w-])/, ctx.email);
  const unknown = /<[a-z-]+>|(?<![\w-])(?:[NM]|EMAIL)(?![\w-])/.exec(s);
  if (unknown) throw new Error(`README command "${synopsis}": placeholder ${unknown[0]} has no value in this test`);
  return s;
}

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runShell(command: string, env: NodeJS.ProcessEnv, cwd = ROOT, timeoutMs = 120_000): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`"${command}" did not finish within ${timeoutMs / 1000} s\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const explain = (command: string, r: Result): string => `${command} exited ${r.code}\n--- stdout\n${r.stdout.slice(-3000)}\n--- stderr\n${r.stderr.slice(-3000)}`;

/** stdout without the `> pkg script` lines pnpm prints before running a root script. */
const scriptOutput = (stdout: string): string =>
  stdout
    .split('\n')
    .filter((l) => !l.startsWith('> '))
    .join('\n')
    .trim();

function corpusDir(): string {
  const dir = process.env.HOTEL_CORPUS_DIR ?? path.resolve(ROOT, '../shared/corpus/hotels');
  if (!existsSync(dir)) throw new Error(`the shared hotel corpus is not at ${dir}; set HOTEL_CORPUS_DIR`);
  return dir;
}

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const commands = readmeCommands(readme);
const toRun = commands.filter((c) => !NOT_RUN.some(([re]) => re.test(c)));
/*
 * Commands that need nothing the others set up (no migrated database, no worker) and run for a minute
 * or more: started together when the suite starts, so that they use the second core while the others
 * run one by one, and awaited in their own test cases.
 */
const EARLY = /^pnpm (eval|bench)\b/;
/** The README's order, but the early commands last: the others run while they do. */
const inOrder = [...toRun.filter((c) => !EARLY.test(c)), ...toRun.filter((c) => EARLY.test(c))];

describe('README commands', () => {
  let sites: FixtureSites;
  let work: string;
  let adminUrl: string;
  let databaseUrl: string;
  let databaseName: string;
  let env: NodeJS.ProcessEnv;
  let ctx: Context;
  let worker: ChildProcess | null = null;
  const early = new Map<string, Promise<Result>>();
  const performanceDoc = readFileSync(path.join(ROOT, 'docs/performance.md'), 'utf8');

  const sql = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const corpus = corpusDir();
    sites = await startFixtureSites(ROOT, ['adventure-inn-durango', 'beehive-house-meo-vac']);
    work = mkdtempSync(path.join(tmpdir(), 'hp-readme-'));
    ctx = { url: sites.bySlug('beehive-house-meo-vac').url, csv: path.join(work, 'hotels.csv'), email: 'editor@hotelprofiler.dev' };
    writeFileSync(ctx.csv, `hotel_id,url\n${sites.sites.map((s) => `README-${s.slug},${s.url}`).join('\n')}\n`);
    // An empty database, not a migrated clone: `pnpm db:migrate` must build it from nothing.
    adminUrl = await adminDatabaseUrl();
    databaseName = `hp_readme_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`).finally(() => admin.end());
    const u = new URL(adminUrl);
    u.pathname = `/${databaseName}`;
    databaseUrl = u.toString();
    env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: await testRedisUrl(),
      REDIS_PREFIX: uniqueRedisPrefix('hp-readme'),
      HOTEL_CORPUS_DIR: corpus,
      SCRAPER_ALLOW_PRIVATE_HOSTS: sites.hostPorts.join(','),
      HOST_MIN_DELAY_MS: '0',
      ANTHROPIC_API_KEY: '',
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'info',
    };
    for (const synopsis of toRun.filter((c) => EARLY.test(c))) {
      const command = expand(synopsis, ctx);
      const started = runShell(command, env, ROOT, 420_000);
      // awaited in the command's own case; a rejection before then must not go unhandled
      started.catch(() => undefined);
      early.set(command, started);
    }
  }, 60_000);

  afterAll(async () => {
    // a case that failed early leaves its command running: let it end before the database goes
    await Promise.allSettled(early.values());
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await sites?.close();
    if (work) rmSync(work, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).finally(() => admin.end());
    }
  }, 60_000);

  /** One worker, as production starts it, so `pnpm run import` has someone to do the work. */
  async function startWorker(): Promise<void> {
    if (worker) return;
    // The worker expects a migrated database; the db:migrate case may not have run yet.
    const migrate = await runShell('pnpm db:migrate', env);
    expect(migrate.code, explain('pnpm db:migrate', migrate)).toBe(0);
    // The account `--as EMAIL` names, as if it had signed up in the console.
    await sql("INSERT INTO users (email, first_name) VALUES ($1, 'Editor') ON CONFLICT DO NOTHING", [ctx.email]);
    const child = spawn(process.execPath, ['apps/worker/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    worker = child;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        out += d.toString();
        if (out.includes('worker ready')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready:\n${out.slice(-3000)}`)));
    });
  }

  /** What a user would look at after each command; a command without an entry must exit 0. */
  const checks: Array<[RegExp, (command: string, r: Result) => Promise<void>]> = [
    [
      /^pnpm db:migrate$/,
      async () => {
        const files = readdirSync(path.join(ROOT, 'packages/db/src/migrations')).filter((f) => /^\d.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
        const applied = await sql<{ name: string }>('SELECT name FROM kysely_migration');
        expect(applied.map((m) => m.name).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
      },
    ],
    [
      /^pnpm db:seed /,
      async (command, r) => {
        expect(r.stdout).toMatch(/Seeded 3 demo hotels/);
        const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM hotels WHERE id LIKE 'DEMO-%'");
        expect(Number(row!.n)).toBe(3);
        // The form without pnpm's `--` works too (the one a user of other pnpm scripts types).
        const bare = command.replace(' -- ', ' ').replace('--hotels 3', '--hotels 4');
        const again = await runShell(bare, env);
        expect(again.code, explain(bare, again)).toBe(0);
        const [after] = await sql<{ n: string }>("SELECT count(*) AS n FROM hotels WHERE id LIKE 'DEMO-%'");
        expect(Number(after!.n)).toBe(4);
      },
    ],
    [
      /^pnpm run profile /,
      async (_command, r) => {
        const profile = JSON.parse(scriptOutput(r.stdout)) as { name: string; snippets: Array<{ pageUrl: string }> };
        expect(profile.name).toMatch(/Beehive House/);
        expect(profile.snippets.length).toBeGreaterThan(0);
        for (const s of profile.snippets) expect(s.pageUrl.startsWith(new URL(ctx.url).origin)).toBe(true);
      },
    ],
    [
      /^pnpm run import /,
      async (_command, r) => {
        expect(r.stdout).toMatch(/finished: 2 completed, 0 failed of 2\./);
        const hotels = await sql<{ id: string; status: string; has_profile: boolean }>(
          "SELECT id, status, has_profile FROM hotels WHERE id LIKE 'README-%' ORDER BY id",
        );
        expect(hotels).toEqual(sites.sites.map((s) => ({ id: `README-${s.slug}`, status: 'completed', has_profile: true })));
        const runs = await sql<{ email: string | null }>('SELECT u.email FROM scrape_runs r LEFT JOIN users u ON u.id = r.created_by');
        expect(runs, 'the run is credited to the --as account').toEqual([{ email: ctx.email }]);
      },
    ],
    [
      /^pnpm eval$/,
      async (_command, r) => {
        expect(r.stdout).toMatch(/Overall F1[^\n]*: \d\.\d{3}/);
      },
    ],
    [
      /^pnpm bench /,
      async (_command, r) => {
        const summary = r.stdout.slice(r.stdout.lastIndexOf('=== summary ==='));
        expect(summary).toMatch(/pipeline\/run\.ts\s+ok/);
        expect(summary).not.toMatch(/FAILED/);
        expect(readFileSync(path.join(ROOT, 'docs/performance.md'), 'utf8'), '--quick wrote docs/performance.md').toBe(performanceDoc);
      },
    ],
  ];

  it('reads the commands from the README', () => {
    expect(commands).toEqual(expect.arrayContaining(['script/server', 'script/test', 'pnpm db:migrate', 'pnpm eval']));
    expect(toRun.length).toBeGreaterThanOrEqual(6);
  });

  it.each(commands.filter((c) => /^pnpm /.test(c)))('%s names a root script', (command) => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const name = /^pnpm (?:run )?(\S+)/.exec(command)![1]!;
    expect(Object.keys(scripts)).toContain(name);
  });

  it.each(inOrder)('%s', async (synopsis) => {
    const command = expand(synopsis, ctx);
    if (/^pnpm run import /.test(command)) await startWorker();
    // Lines that write files beside them (the Docker block's `>> .env`) run in a scratch folder.
    const cwd = /(^|\s)>>?\s*\.env\b/.test(command) ? work : ROOT;
    const r = await (early.get(command) ?? runShell(command, env, cwd, 420_000));
    expect(r.code, explain(command, r)).toBe(0);
    const check = checks.find(([re]) => re.test(command));
    await check?.[1](command, r);
  }, 480_000);

  it('the Docker block leaves a .env that docker compose accepts', () => {
    const dotenv = readFileSync(path.join(work, '.env'), 'utf8');
    const key = /^JWT_PRIVATE_KEY='(.+)'$/m.exec(dotenv)?.[1];
    expect(key).toBeDefined();
    expect(createPrivateKey(key!.replaceAll('\\n', '\n')).asymmetricKeyType).toBe('ed25519');
    expect(dotenv).toMatch(/^ALLOWED_EMAIL_DOMAIN=yourcompany\.com$/m);
    expect(dotenv).toMatch(/^ADMIN_EMAILS=you@yourcompany\.com$/m);
    // The passwords compose requires, URL-safe (they go into DATABASE_URL and REDIS_URL).
    for (const name of ['POSTGRES_PASSWORD', 'MIGRATION_DB_PASSWORD', 'APP_DB_PASSWORD', 'REDIS_PASSWORD']) {
      expect(dotenv).toMatch(new RegExp(`^${name}=[0-9a-f]{48}$`, 'm'));
    }
  });
});
