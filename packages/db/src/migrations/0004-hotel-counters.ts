import { sql, type Kysely } from 'kysely';

/**
 * Dashboard counts and the unfiltered list total without reading 100,000 hotel rows per request.
 *
 * Statement-level triggers on hotels append one delta row per writing statement (its transition
 * tables summed: +1 per inserted row, −1 per deleted row, new − old for updated rows), and a read
 * is the sum of the rows. Appending instead of updating one counters row means concurrent writers
 * (workers, a run start upserting 100,000 hotels) never wait on, or deadlock over, a shared row.
 * hotel_counters_compact() folds the rows into one; the API calls it when a read finds many rows.
 * snippets.snippets_count triggers update hotels, so snippet inserts and deletes reach the
 * snippet total through the hotels UPDATE trigger; profiles reach it through has_profile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE hotel_counters (
      id bigserial PRIMARY KEY,
      total bigint NOT NULL DEFAULT 0,
      pending bigint NOT NULL DEFAULT 0,
      processing bigint NOT NULL DEFAULT 0,
      completed bigint NOT NULL DEFAULT 0,
      error bigint NOT NULL DEFAULT 0,
      snippets bigint NOT NULL DEFAULT 0,
      profiles bigint NOT NULL DEFAULT 0
    )`.execute(db);

  // Appends one delta row, unless it is all zeros (a statement that changed no counted column).
  await sql`
    CREATE FUNCTION hotel_counters_add(k int, n bigint, pending bigint, processing bigint, completed bigint,
                                       error bigint, snippets bigint, profiles bigint) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO hotel_counters (total, pending, processing, completed, error, snippets, profiles)
      SELECT k * n, k * pending, k * processing, k * completed, k * error, k * snippets, k * profiles
      WHERE n <> 0 OR pending <> 0 OR processing <> 0 OR completed <> 0 OR error <> 0 OR snippets <> 0 OR profiles <> 0
    $$`.execute(db);

  await sql`
    CREATE FUNCTION hotel_counters_ins() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM hotel_counters_add(1, count(*), count(*) FILTER (WHERE status = 'pending'),
        count(*) FILTER (WHERE status = 'processing'), count(*) FILTER (WHERE status = 'completed'),
        count(*) FILTER (WHERE status = 'error'), coalesce(sum(snippets_count), 0), count(*) FILTER (WHERE has_profile))
      FROM new_rows;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION hotel_counters_del() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM hotel_counters_add(-1, count(*), count(*) FILTER (WHERE status = 'pending'),
        count(*) FILTER (WHERE status = 'processing'), count(*) FILTER (WHERE status = 'completed'),
        count(*) FILTER (WHERE status = 'error'), coalesce(sum(snippets_count), 0), count(*) FILTER (WHERE has_profile))
      FROM old_rows;
      RETURN NULL;
    END $$`.execute(db);

  // Most hotel updates touch only updated_at or status_reason: their delta is all zeros and
  // hotel_counters_add writes nothing.
  await sql`
    CREATE FUNCTION hotel_counters_upd() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM hotel_counters_add(1, 0, sum(pending), sum(processing), sum(completed), sum(error), sum(snippets), sum(profiles))
      FROM (
        SELECT (status = 'pending')::int AS pending, (status = 'processing')::int AS processing,
               (status = 'completed')::int AS completed, (status = 'error')::int AS error,
               snippets_count AS snippets, has_profile::int AS profiles
        FROM new_rows
        UNION ALL
        SELECT -(status = 'pending')::int, -(status = 'processing')::int, -(status = 'completed')::int,
               -(status = 'error')::int, -snippets_count, -has_profile::int
        FROM old_rows
      ) d
      HAVING count(*) > 0;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION hotel_counters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM hotel_counters;
      RETURN NULL;
    END $$`.execute(db);

  // Folds every row into one. Rows appended meanwhile are not in the DELETE's snapshot and stay.
  await sql`
    CREATE FUNCTION hotel_counters_compact() RETURNS void LANGUAGE sql AS $$
      WITH gone AS (DELETE FROM hotel_counters RETURNING *)
      INSERT INTO hotel_counters (total, pending, processing, completed, error, snippets, profiles)
      SELECT sum(total), sum(pending), sum(processing), sum(completed), sum(error), sum(snippets), sum(profiles)
      FROM gone HAVING count(*) > 0
    $$`.execute(db);

  // Recount from scratch, e.g. after a data-only restore that ran with triggers disabled
  // (pg_restore --disable-triggers). Blocks hotel writes for the length of one count(*).
  await sql`
    CREATE FUNCTION hotel_counters_rebuild() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      LOCK TABLE hotels IN SHARE ROW EXCLUSIVE MODE;
      DELETE FROM hotel_counters;
      INSERT INTO hotel_counters (total, pending, processing, completed, error, snippets, profiles)
      SELECT count(*), count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'processing'),
             count(*) FILTER (WHERE status = 'completed'), count(*) FILTER (WHERE status = 'error'),
             coalesce(sum(snippets_count), 0), count(*) FILTER (WHERE has_profile)
      FROM hotels;
    END $$`.execute(db);

  // No hotel write may slip between the backfill and the triggers taking over.
  await sql`LOCK TABLE hotels IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  await sql`CREATE TRIGGER hotel_counters_ins_trg AFTER INSERT ON hotels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_counters_ins()`.execute(db);
  await sql`CREATE TRIGGER hotel_counters_del_trg AFTER DELETE ON hotels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_counters_del()`.execute(db);
  await sql`CREATE TRIGGER hotel_counters_upd_trg AFTER UPDATE ON hotels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_counters_upd()`.execute(db);
  await sql`CREATE TRIGGER hotel_counters_truncate_trg AFTER TRUNCATE ON hotels FOR EACH STATEMENT EXECUTE FUNCTION hotel_counters_truncate()`.execute(db);
  await sql`SELECT hotel_counters_rebuild()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS hotel_counters_ins_trg ON hotels`.execute(db);
  await sql`DROP TRIGGER IF EXISTS hotel_counters_del_trg ON hotels`.execute(db);
  await sql`DROP TRIGGER IF EXISTS hotel_counters_upd_trg ON hotels`.execute(db);
  await sql`DROP TRIGGER IF EXISTS hotel_counters_truncate_trg ON hotels`.execute(db);
  await sql`DROP FUNCTION IF EXISTS hotel_counters_ins, hotel_counters_del, hotel_counters_upd, hotel_counters_truncate, hotel_counters_compact, hotel_counters_rebuild, hotel_counters_add`.execute(db);
  await sql`DROP TABLE IF EXISTS hotel_counters`.execute(db);
}
