/**
 * Demo data for trying the console at scale: N synthetic hotels, each with 10 typed snippets and
 * a built-in profile, written with set-based SQL so 100,000 hotels take seconds, not minutes.
 * Usage: pnpm db:seed [-- --hotels N] (or `pnpm db:seed --hotels N`). Ids are prefixed `DEMO-` so real data is never touched.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';

// `pnpm db:seed -- --hotels N` hands the script a literal `--` before its options (pnpm passes it
// through), which parseArgs would read as the end of the options.
const argv = process.argv.slice(2);
if (argv[0] === '--') argv.shift();
let values: { hotels?: string | undefined };
try {
  ({ values } = parseArgs({ args: argv, options: { hotels: { type: 'string', default: '1000' } } }));
} catch (err) {
  console.error(`${(err as Error).message}\nUsage: pnpm db:seed [-- --hotels N]`);
  process.exit(2);
}
const count = Number.parseInt(values.hotels ?? '1000', 10);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--hotels must be a whole number from 1 to 1000000');
  process.exit(2);
}

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hotel_profiler';
const db = createDb({ connectionString: url, max: 2, statementTimeoutMs: 600_000 });
const started = Date.now();
try {
  await migrateToLatest(db);
  await sql`
    INSERT INTO hotels (id, name, brand_name, homepage_url, status, snippets_count, has_profile, last_scraped_at, updated_at)
    SELECT 'DEMO-' || lpad(g::text, 7, '0'),
           (ARRAY['Harbor','Alpine','Garden','Riverside','Old Town','Seaside','Vineyard','Central'])[1 + g % 8]
             || ' ' || (ARRAY['Inn','Hotel','Lodge','Suites','Resort'])[1 + g % 5] || ' ' || g,
           CASE WHEN g % 4 = 0 THEN (ARRAY['La Quinta','Best Western','Ibis','Radisson'])[1 + (g / 4) % 4] END,
           'https://demo-' || g || '.example/',
           (ARRAY['completed','completed','completed','pending','error'])[1 + g % 5],
           0, false, now() - (g % 1000) * interval '1 hour', now() - (g % 5000) * interval '1 minute'
    FROM generate_series(1, ${count}) AS g
    ON CONFLICT (id) DO NOTHING`.execute(db);
  await sql`
    INSERT INTO snippets (hotel_id, type, content, source_url, page_url, method, section, content_hash)
    SELECT h.id, t.type, t.content || ' (' || h.id || ')', h.homepage_url, h.homepage_url, 'text', t.section,
           md5(h.id || t.type || t.n)
    FROM hotels h
    CROSS JOIN (VALUES
      (1, 'hotel_name', 'Demo property name', 'title'),
      (2, 'address', '1 Demo Street, Demo City', 'footer'),
      (3, 'description', 'A comfortable demo hotel close to the old town and the harbour.', 'About'),
      (4, 'amenity', 'Free WiFi', 'Amenities'),
      (5, 'amenity', 'Outdoor pool', 'Amenities'),
      (6, 'dining', 'Breakfast served daily from 7 am', 'Dining'),
      (7, 'transport', 'Airport 20 km', 'Getting here'),
      (8, 'point_of_interest', 'Old Town 1 km', 'Nearby'),
      (9, 'contact', '+1 555 0100', 'Contact'),
      (10, 'policy', 'Check-in from 3 pm', 'Policies')
    ) AS t(n, type, content, section)
    WHERE h.id LIKE 'DEMO-%' AND h.status = 'completed'
    ON CONFLICT (hotel_id, source_url, content_hash) DO NOTHING`.execute(db);
  await sql`
    INSERT INTO profiles (hotel_id, version, name, brand_name, address, situated, description, amenities,
                          transport_links, nearby_attractions, provenance, model)
    SELECT h.id, 1, h.name, h.brand_name, '1 Demo Street, Demo City', 'in Demo City',
           'A comfortable demo hotel close to the old town and the harbour.',
           '["Free WiFi","Outdoor pool"]', '["Airport (20 km)"]', '["Old Town (1 km)"]', '{}', 'builtin'
    FROM hotels h
    WHERE h.id LIKE 'DEMO-%' AND h.status = 'completed'
    ON CONFLICT (hotel_id, version) DO NOTHING`.execute(db);
  await sql`UPDATE hotels SET has_profile = true WHERE id LIKE 'DEMO-%' AND status = 'completed'`.execute(db);
  console.log(`Seeded ${count} demo hotels in ${((Date.now() - started) / 1000).toFixed(1)} s (${url.replace(/\/\/[^@]*@/, '//')})`);
} finally {
  await db.destroy();
}
