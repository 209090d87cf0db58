#!/bin/bash
# What this repository and testcontainers use of the official postgres image's entrypoint: on an
# empty PGDATA, initdb with POSTGRES_USER/POSTGRES_PASSWORD, create POSTGRES_DB, run
# /docker-entrypoint-initdb.d/*.sh and *.sql on a server that listens on the socket only; then
# the server on every interface with password authentication over TCP.
set -euo pipefail
if [ "${1:-}" = postgres ] || [ "${1:0:1}" = - ]; then
  [ "${1:-}" = postgres ] && shift
  if [ "$(id -u)" = 0 ]; then
    mkdir -p "$PGDATA" /var/run/postgresql
    chown -R postgres:postgres "$PGDATA" /var/run/postgresql
    chmod 0700 "$PGDATA"
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" postgres "$@"
  fi
  : "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
  export POSTGRES_USER POSTGRES_DB
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    if [ -z "${POSTGRES_PASSWORD:-}" ]; then
      echo "Error: POSTGRES_PASSWORD must be set (this image has no trust mode over TCP)." >&2
      exit 1
    fi
    initdb --username="$POSTGRES_USER" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
      --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    pg_ctl -D "$PGDATA" -w -o "-c listen_addresses='' -c unix_socket_directories=/var/run/postgresql" start
    if [ "$POSTGRES_DB" != postgres ]; then
      psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres -c "CREATE DATABASE \"$POSTGRES_DB\""
    fi
    for f in /docker-entrypoint-initdb.d/*; do
      case "$f" in
        *.sh) echo "running $f"; if [ -x "$f" ]; then "$f"; else . "$f"; fi ;;
        *.sql) echo "running $f"; psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f "$f" ;;
        *) if [ -e "$f" ]; then echo "ignoring $f"; fi ;;
      esac
    done
    pg_ctl -D "$PGDATA" -m fast -w stop
    echo "PostgreSQL init process complete; ready for start up."
  fi
  exec postgres -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
fi
exec "$@"
