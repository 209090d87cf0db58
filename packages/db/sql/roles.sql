-- Least privilege for Hotel Profiler, run once per database by a superuser (or the managed
-- database's admin user), connected to the application database. Safe to run again.
--
--   hotel_migrator  owns the schema: runs the migrations (MIGRATION_DATABASE_URL).
--   hotel_app       what the API and the workers use (DATABASE_URL): read and write rows,
--                   nothing else. No superuser, no CREATE anywhere, no temporary tables.
--
-- Passwords are set separately (ALTER ROLE ... PASSWORD), so this file holds no secret.

DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'hotel_migrator') THEN
    CREATE ROLE hotel_migrator LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'hotel_app') THEN
    CREATE ROLE hotel_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
  END IF;
END
$$;

-- The extensions the first migration asks for are created here, by the privileged user, so the
-- migrator needs no CREATE on the database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS pgcrypto;

DO $$
BEGIN
  EXECUTE format('REVOKE CREATE, TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO hotel_migrator, hotel_app', current_database());
END
$$;

ALTER SCHEMA public OWNER TO hotel_migrator;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO hotel_app;

-- Everything the migrator creates from now on is readable and writable by the app, and no more.
ALTER DEFAULT PRIVILEGES FOR ROLE hotel_migrator IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO hotel_app;
ALTER DEFAULT PRIVILEGES FOR ROLE hotel_migrator IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO hotel_app;
-- Tables that already exist (a database migrated before the roles existed).
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO hotel_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO hotel_app;
