#!/bin/sh
# Runs once, when the postgres container initializes an empty volume (docker-entrypoint-initdb.d):
# creates the migration and application roles (packages/db/sql/roles.sql) and sets their
# passwords from the container's environment.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f /hotel/roles.sql
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v migrator_password="$MIGRATION_DB_PASSWORD" -v app_password="$APP_DB_PASSWORD" <<'SQL'
ALTER ROLE hotel_migrator PASSWORD :'migrator_password';
ALTER ROLE hotel_app PASSWORD :'app_password';
SQL
