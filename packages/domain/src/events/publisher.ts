import type { Redis } from 'ioredis';
import { serverMessage, type ServerMessage } from '@hotel/contracts';
import { eventsChannel } from './channel.ts';

/** Where job progress goes; passed to handlers, never a global. */
export interface EventPublisher {
  publish(message: ServerMessage): Promise<void>;
}

/** Validated against the contract first, so a malformed event fails in the publisher's logs, not in a browser. */
export function encodeEvent(message: ServerMessage): string {
  return JSON.stringify(serverMessage.parse(message));
}

/** Publishes ServerMessage JSON on the install's events channel over a connection the caller owns. */
export function createRedisPublisher(redis: Redis, prefix: string): EventPublisher {
  const channel = eventsChannel(prefix);
  return {
    async publish(message: ServerMessage): Promise<void> {
      await redis.publish(channel, encodeEvent(message));
    },
  };
}

/** For the CLI and tests that do not watch progress. */
export const noopPublisher: EventPublisher = { publish: async () => {} };
