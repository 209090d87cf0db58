import { createDb } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';

// The schema owner when the roles are separate (packages/db/sql/roles.sql), else DATABASE_URL.
const url = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/hotel_profiler';
const db = createDb({ connectionString: url, max: 2 });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await db.destroy();
}
