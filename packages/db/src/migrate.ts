import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { DEFAULT_PROMPTS } from './default-prompts.ts';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-hotel-search-index.ts';
import * as m0003 from './migrations/0003-drop-column-trigram-indexes.ts';
import * as m0004 from './migrations/0004-hotel-counters.ts';
import * as m0005 from './migrations/0005-shorter-profile-prompt.ts';
import * as m0006 from './migrations/0006-users-email-verified.ts';
import * as m0007 from './migrations/0007-email-verification-tokens.ts';
import * as m0008 from './migrations/0008-source-fetched-via.ts';
import * as m0009 from './migrations/0009-profile-changes.ts';
import * as m0010 from './migrations/0010-webhooks.ts';
import * as m0011 from './migrations/0011-scheduled-rechecks.ts';
import * as m0012 from './migrations/0012-queue-audit-entity.ts';
import * as m0013 from './migrations/0013-profile-prompt-interim-default.ts';
import * as m0014 from './migrations/0014-hotel-search-walk-column.ts';

/** Migrations are imported statically so they work the same from source, tests and Docker. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-hotel-search-index': m0002,
  '0003-drop-column-trigram-indexes': m0003,
  '0004-hotel-counters': m0004,
  '0005-shorter-profile-prompt': m0005,
  '0006-users-email-verified': m0006,
  '0007-email-verification-tokens': m0007,
  '0008-source-fetched-via': m0008,
  '0009-profile-changes': m0009,
  '0010-webhooks': m0010,
  '0011-scheduled-rechecks': m0011,
  '0012-queue-audit-entity': m0012,
  '0013-profile-prompt-interim-default': m0013,
  '0014-hotel-search-walk-column': m0014,
};

/**
 * A fingerprint of the migration set (names and code): test templates are keyed by it, so
 * checkouts with different migrations sharing one PostgreSQL never migrate each other's template.
 */
export function migrationsFingerprint(): string {
  // the seeded prompts are data the migrations write, so they are part of the set
  const text = Object.entries(MIGRATIONS)
    .map(([name, m]) => `${name}\n${m.up.toString()}`)
    .concat(JSON.stringify(DEFAULT_PROMPTS))
    .join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Unordered: migrations written on parallel branches land in either order; each one only
  // touches its own objects, so running a lower-numbered newcomer after a higher one is safe.
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
