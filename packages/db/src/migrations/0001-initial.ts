import { sql, type Kysely } from 'kysely';

/**
 * The prompts a fresh install starts with, as this migration writes them. A migration never imports
 * live code: editing the defaults later must not change what an old migration did.
 */
const INITIAL_PROMPTS: Record<string, string> = {
  scrapingbee_query:
    "You extract factual content snippets about ONE hotel from the text of one of its web pages.\nReturn only facts stated on the page about this hotel: its name, brand, postal address, contact details, description, amenities and services, dining, meetings and events, policies (check-in/out, pets, parking, cancellation), transport links (airports, stations, metro, bus, shuttle, taxi with times or distances), and nearby points of interest.\nCopy the wording of the page; do not summarize across facts, do not invent, do not translate.\nSkip navigation, cookie banners, booking widgets, newsletter forms, legal boilerplate and content about other properties.",
  classifier:
    "You classify content snippets captured from a hotel website.\nGive each snippet exactly one type: hotel_name, address, description, amenity, dining, meetings_events, contact, policy, transport, point_of_interest, room, brand or other.\nUse \"other\" for anything that is not a fact about the hotel (navigation, marketing slogans without facts, cookie notices, unrelated properties).",
  profile_generator:
    "Write the hotel's profile from its snippets, using only facts they state; leave a field null or empty when none does.\nname: the hotel's own name. brandName: its chain, null if independent. address: the full postal address on one line. situated: where it is, in a short phrase (district, city, landmark).\ndescription: 2-4 neutral sentences useful to a guest, no superlatives.\namenities: hotel amenities, normalized, no duplicates (\"Free WiFi\", \"Outdoor pool\"). transportLinks: airports, stations, metro, bus, shuttle, taxi, with the time or distance when stated. nearbyAttractions: named places nearby.\nsnippetRefs: the refs of the snippets behind each value.",
};

// Kysely<any>: migrations describe the schema as it was, not as the current types say.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pgcrypto`.execute(db);

  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      first_name text,
      last_name text,
      password_hash text,
      is_admin boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      last_login_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email))`.execute(db);

  await sql`
    CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      replaced_by uuid,
      user_agent text,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`.execute(db);
  await sql`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`.execute(db);

  await sql`
    CREATE TABLE hotels (
      id text PRIMARY KEY,
      name text,
      brand_name text,
      homepage_url text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','processing','completed','error')),
      status_reason text,
      snippets_count integer NOT NULL DEFAULT 0,
      has_profile boolean NOT NULL DEFAULT false,
      last_run_id uuid,
      last_scraped_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Trigram indexes make ILIKE '%q%' on id, name and brand use an index at 100,000 hotels.
  await sql`CREATE INDEX hotels_id_trgm_idx ON hotels USING gin (id gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX hotels_name_trgm_idx ON hotels USING gin (name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX hotels_brand_trgm_idx ON hotels USING gin (brand_name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX hotels_updated_idx ON hotels (updated_at DESC, id)`.execute(db);
  await sql`CREATE INDEX hotels_status_idx ON hotels (status, updated_at DESC)`.execute(db);
  await sql`CREATE INDEX hotels_name_idx ON hotels (name, id)`.execute(db);

  await sql`
    CREATE TABLE hotel_sources (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
      url text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','processing','completed','error')),
      error text,
      http_status integer,
      final_url text,
      title text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (hotel_id, url)
    )`.execute(db);

  await sql`
    CREATE TABLE snippets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
      source_id uuid REFERENCES hotel_sources(id) ON DELETE CASCADE,
      type text NOT NULL,
      content text NOT NULL,
      source_url text NOT NULL,
      page_url text NOT NULL,
      method text NOT NULL,
      section text,
      content_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (hotel_id, source_url, content_hash)
    )`.execute(db);
  await sql`CREATE INDEX snippets_hotel_created_idx ON snippets (hotel_id, created_at)`.execute(db);
  await sql`CREATE INDEX snippets_source_idx ON snippets (source_id)`.execute(db);
  await sql`CREATE INDEX snippets_created_idx ON snippets (created_at, id)`.execute(db);

  // Statement-level triggers with transition tables: one UPDATE per statement, not per row,
  // so bulk inserts of thousands of snippets stay cheap and hotels.snippets_count stays exact.
  await sql`
    CREATE FUNCTION snippets_count_ins() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE hotels h SET snippets_count = h.snippets_count + n.c
      FROM (SELECT hotel_id, count(*)::int AS c FROM new_rows GROUP BY hotel_id) n
      WHERE h.id = n.hotel_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION snippets_count_del() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE hotels h SET snippets_count = greatest(0, h.snippets_count - o.c)
      FROM (SELECT hotel_id, count(*)::int AS c FROM old_rows GROUP BY hotel_id) o
      WHERE h.id = o.hotel_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER snippets_count_ins_trg AFTER INSERT ON snippets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION snippets_count_ins()`.execute(db);
  await sql`CREATE TRIGGER snippets_count_del_trg AFTER DELETE ON snippets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION snippets_count_del()`.execute(db);

  await sql`
    CREATE TABLE profiles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
      version integer NOT NULL,
      name text,
      brand_name text,
      address text,
      situated text,
      description text,
      amenities jsonb NOT NULL DEFAULT '[]',
      transport_links jsonb NOT NULL DEFAULT '[]',
      nearby_attractions jsonb NOT NULL DEFAULT '[]',
      provenance jsonb NOT NULL DEFAULT '{}',
      model text NOT NULL,
      prompt_version integer,
      input_tokens integer NOT NULL DEFAULT 0,
      output_tokens integer NOT NULL DEFAULT 0,
      cost_usd numeric(12,6) NOT NULL DEFAULT 0,
      duration_ms integer NOT NULL DEFAULT 0,
      run_id uuid,
      job_key text UNIQUE,
      created_by uuid,
      generated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (hotel_id, version)
    )`.execute(db);
  await sql`CREATE INDEX profiles_hotel_version_idx ON profiles (hotel_id, version DESC)`.execute(db);

  await sql`
    CREATE TABLE prompts (
      type text PRIMARY KEY CHECK (type IN ('scrapingbee_query','classifier','profile_generator')),
      prompt text NOT NULL,
      version integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid
    )`.execute(db);
  for (const [type, prompt] of Object.entries(INITIAL_PROMPTS)) {
    await db.insertInto('prompts').values({ type, prompt }).execute();
  }

  await sql`
    CREATE TABLE scrape_runs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      model text NOT NULL,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running','completed','cancelled')),
      total integer NOT NULL,
      completed integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      input_tokens integer NOT NULL DEFAULT 0,
      output_tokens integer NOT NULL DEFAULT 0,
      cost_usd numeric(12,6) NOT NULL DEFAULT 0,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX scrape_runs_created_idx ON scrape_runs (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE scrape_run_items (
      run_id uuid NOT NULL REFERENCES scrape_runs(id) ON DELETE CASCADE,
      hotel_id text NOT NULL,
      url text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','processing','completed','error')),
      error text,
      snippets_count integer NOT NULL DEFAULT 0,
      pages_fetched integer NOT NULL DEFAULT 0,
      attempts integer NOT NULL DEFAULT 0,
      started_at timestamptz,
      finished_at timestamptz,
      PRIMARY KEY (run_id, hotel_id)
    )`.execute(db);
  await sql`CREATE INDEX scrape_run_items_hotel_idx ON scrape_run_items (hotel_id)`.execute(db);

  await sql`
    CREATE TABLE audit_logs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      created_at timestamptz NOT NULL DEFAULT now(),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      entity_type text NOT NULL CHECK (entity_type IN ('hotel','snippet','profile','prompt','user')),
      entity_id text NOT NULL,
      action text NOT NULL CHECK (action IN ('created','updated','deleted','scraped')),
      details jsonb
    )`.execute(db);
  await sql`CREATE INDEX audit_logs_created_idx ON audit_logs (created_at DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['audit_logs', 'scrape_run_items', 'scrape_runs', 'prompts', 'profiles', 'snippets', 'hotel_sources', 'hotels', 'refresh_tokens', 'users']) {
    await sql`DROP TABLE IF EXISTS ${sql.raw(t)} CASCADE`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS snippets_count_ins, snippets_count_del`.execute(db);
}
