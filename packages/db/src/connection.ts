import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './types.ts';

// Return int8/numeric as JS numbers where safe: counts (bigint) are far below 2^53 here.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DbOptions {
  connectionString: string;
  max?: number;
  /** Statement timeout keeps one bad query from holding a pool slot forever. */
  statementTimeoutMs?: number;
  applicationName?: string;
}

export function createPool(opts: DbOptions): pg.Pool {
  return new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: opts.statementTimeoutMs ?? 30_000,
    application_name: opts.applicationName ?? 'hotel-profiler',
  });
}

export function createDb(opts: DbOptions | pg.Pool): Kysely<Database> {
  const pool = opts instanceof pg.Pool ? opts : createPool(opts);
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A client checked out of the pool has no error listener: Postgres going away under a running
  // query would be an unhandled 'error' event and kill the process. The query still fails (the
  // API answers 503) and the pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // The cursor lets `.stream()` read large results (CSV exports) in batches at flat memory.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}

export type Db = Kysely<Database>;
