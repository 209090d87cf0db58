/**
 * The Redis pub/sub channel of one install: `${REDIS_PREFIX}:hotel-profiler:events`
 * (e.g. `hp:hotel-profiler:events` with the default prefix). Workers publish ServerMessage JSON
 * there; every API instance subscribes and relays to its sockets, and `pnpm run import` follows
 * its run on it. The prefix keeps parallel test runs and several installs on one Redis apart.
 */
export function eventsChannel(prefix: string): string {
  return `${prefix}:hotel-profiler:events`;
}
