import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const envExample = readFileSync(path.join(root, '.env.example'), 'utf8');

/** The lines of a top-level (indent 0) or service (indent 2) block, up to the next sibling. */
function block(name: string, indent: number): string[] {
  const lines = compose.split('\n');
  const start = lines.findIndex((l) => l === `${' '.repeat(indent)}${name}:` || l.startsWith(`${' '.repeat(indent)}${name}: `));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() && !line.startsWith(' '.repeat(indent + 1))) break;
    out.push(line);
  }
  return out;
}

/** Keys of a mapping `indent` spaces deep inside the given lines. */
function keysAt(lines: string[], indent: number): string[] {
  const re = new RegExp(`^ {${indent}}([A-Z][A-Z0-9_]*):`);
  return lines.map((l) => re.exec(l)?.[1]).filter((k): k is string => !!k);
}

/** Every variable a service's container receives, the shared `<<: *app-env` included. */
function serviceEnv(service: string): string[] {
  const lines = block(service, 2);
  const start = lines.findIndex((l) => l.trim() === 'environment:');
  const env = start < 0 ? [] : lines.slice(start + 1, lines.findIndex((l, i) => i > start && /^ {4}\S/.test(l)) >>> 0);
  const own = keysAt(env, 6);
  const shared = env.some((l) => l.trim() === '<<: *app-env') ? keysAt(block('x-app-env: &app-env', 0), 2) : [];
  return [...shared, ...own];
}

/** Variable names a zod schema file declares (its indented `NAME:` keys). */
function schemaKeys(file: string): Set<string> {
  return new Set([...readFileSync(path.join(root, file), 'utf8').matchAll(/^ {2,4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!));
}

/** The `${...}` value a service's environment gives a variable, as written in the compose file. */
function valueOf(name: string): string | undefined {
  return new RegExp(`^\\s+${name}:\\s*(.+)$`, 'm').exec(compose)?.[1]?.trim();
}

describe('docker-compose.yml', () => {
  // A production default for these would let anyone sign up, and the first to register the
  // default admin address would be admin.
  it.each(['ALLOWED_EMAIL_DOMAIN', 'ADMIN_EMAILS', 'JWT_PRIVATE_KEY', 'WEBHOOK_SECRET_KEY'])('requires %s from .env instead of defaulting it', (name) => {
    const value = valueOf(name);
    expect(value).toBeDefined();
    expect(value).toMatch(new RegExp(`^\\$\\{${name}:\\?set ${name} in \\.env`));
    expect(compose).not.toMatch(new RegExp(`\\$\\{${name}:?-`));
  });

  it('does not mention the development domain as a value', () => {
    const values = compose.split('\n').filter((l) => !l.trim().startsWith('#'));
    expect(values.join('\n')).not.toContain('hotelprofiler.dev');
  });

  it('gives each service only its own variables: no env_file, the worker never sees API secrets', () => {
    expect(compose).not.toMatch(/env_file/);
    const api = serviceEnv('api');
    const worker = serviceEnv('worker');
    expect(api).toContain('JWT_PRIVATE_KEY');
    expect(worker).toContain('FETCH_MODE');
    for (const secret of ['JWT_PRIVATE_KEY', 'JWT_ISSUER', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID', 'REFRESH_TOKEN_TTL_DAYS', 'ACCESS_TOKEN_TTL_SECONDS', 'MIGRATION_DATABASE_URL', 'SMTP_URL', 'AUTH_JWKS_URL', 'ADMIN_EMAILS', 'TRUST_PROXY']) {
      expect(worker, secret).not.toContain(secret);
    }
    // Every variable a service receives is one its configuration reads.
    const apiKeys = schemaKeys('apps/api/src/config/env.ts');
    const workerKeys = new Set([...schemaKeys('apps/worker/src/config.ts'), 'NODE_ENV', 'LOG_LEVEL']);
    expect(api.filter((k) => !apiKeys.has(k))).toEqual([]);
    expect(worker.filter((k) => !workerKeys.has(k))).toEqual([]);
  });

  it('connects the API and workers as the application role, and migrates as the schema owner', () => {
    expect(valueOf('DATABASE_URL')).toMatch(/^postgres:\/\/hotel_app:\$\{APP_DB_PASSWORD:\?/);
    expect(valueOf('MIGRATION_DATABASE_URL')).toMatch(/^postgres:\/\/hotel_migrator:\$\{MIGRATION_DB_PASSWORD:\?/);
    expect(serviceEnv('api')).toContain('MIGRATION_DATABASE_URL');
    const postgres = block('postgres', 2).join('\n');
    expect(postgres).toContain('./packages/db/sql/roles.sql:/hotel/roles.sql:ro');
    expect(postgres).toContain('./deploy/postgres/10-roles.sh:/docker-entrypoint-initdb.d/10-roles.sh:ro');
    const script = readFileSync(path.join(root, 'deploy/postgres/10-roles.sh'), 'utf8');
    expect(script).toContain('-f /hotel/roles.sql');
    expect(readFileSync(path.join(root, 'packages/db/sql/roles.sql'), 'utf8')).toMatch(/CREATE ROLE hotel_app LOGIN NOSUPERUSER/);
  });

  it('runs Redis with a password that REDIS_URL carries', () => {
    expect(block('redis', 2).join('\n')).toMatch(/'--requirepass', '\$\{REDIS_PASSWORD:\?set REDIS_PASSWORD in \.env/);
    expect(valueOf('REDIS_URL')).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?set REDIS_PASSWORD in \.env[^}]*\}@redis:6379$/);
  });

  it('.env.example lists every variable compose reads and every setting of each service', () => {
    const listed = new Set([...envExample.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
    const interpolated = [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    const setByCompose = new Set(['NODE_ENV', 'DATABASE_URL', 'MIGRATION_DATABASE_URL', 'REDIS_URL']);
    const settings = [...serviceEnv('api'), ...serviceEnv('worker')].filter((k) => !setByCompose.has(k));
    expect([...new Set([...interpolated, ...settings])].filter((k) => !listed.has(k))).toEqual([]);
  });
});
