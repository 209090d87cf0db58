import type { Redis } from 'ioredis';
import { EVENTS_CHANNEL, serverMessage, type ServerMessage } from '@hotel/contracts';

/** Where job progress goes; passed to handlers, never a global. */
export interface EventPublisher {
  publish(message: ServerMessage): Promise<void>;
}

/** The channel the API relays to /ws: `${REDIS_PREFIX}:hotel-profiler:events`. */
export function eventsChannel(prefix: string): string {
  return `${prefix}:${EVENTS_CHANNEL}`;
}

/**
 * Publishes ServerMessage JSON on Redis pub/sub. Validated against the contract first so a
 * malformed event fails here, in the worker's logs, not in a browser.
 */
export function createRedisPublisher(redis: Redis, prefix: string): EventPublisher {
  const channel = eventsChannel(prefix);
  return {
    async publish(message: ServerMessage): Promise<void> {
      const parsed = serverMessage.parse(message);
      await redis.publish(channel, JSON.stringify(parsed));
    },
  };
}

/** For the CLI and tests that do not watch progress. */
export const noopPublisher: EventPublisher = { publish: async () => {} };
