#!/bin/sh
# `redis-server [options]` or bare options, as the official image takes them; runs as `redis`.
set -eu
case "${1:-}" in -*) set -- redis-server "$@" ;; esac
if [ "${1:-}" = redis-server ]; then
  shift
  # The official image's defaults: every interface, no protected mode, no daemon.
  set -- redis-server --bind '* -::*' --protected-mode no --daemonize no --dir /data "$@"
  if [ "$(id -u)" = 0 ]; then
    chown -R redis:redis /data
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
exec "$@"
