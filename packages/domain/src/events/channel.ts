import { EVENTS_CHANNEL } from '@hotel/contracts';

/**
 * The Redis pub/sub channel of one install: `${REDIS_PREFIX}:hotel-profiler:events`
 * (e.g. `hp:hotel-profiler:events` with the default prefix). Workers publish ServerMessage JSON
 * there; every API instance subscribes and relays to its sockets. The prefix keeps parallel test
 * runs and several installs on one Redis apart.
 */
export function eventsChannel(prefix: string): string {
  return `${prefix}:${EVENTS_CHANNEL}`;
}
