import { Redis } from 'ioredis';
import { serverMessage, type ServerMessage } from '@hotel/contracts';
import { eventsChannel } from './channel.ts';
import { encodeEvent, type EventPublisher } from './publisher.ts';

/** The part of a pino logger the subscriber writes to. */
export interface EventBusLogger {
  warn(obj: object | string, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Redis pub/sub of ServerMessage: the /ws gateway and the import CLI subscribe, workers publish. */
export interface EventBus extends EventPublisher {
  subscribe(listener: (message: ServerMessage) => void): () => void;
  close(): Promise<void>;
}

/**
 * EventBus over Redis pub/sub. A subscribed ioredis connection cannot run other commands,
 * so publishing and subscribing use two connections; the subscriber connects on first subscribe.
 */
export class RedisEventBus implements EventBus {
  readonly channel: string;
  private readonly url: string;
  private readonly logger: EventBusLogger | undefined;
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly listeners = new Set<(message: ServerMessage) => void>();
  private subscribed: Promise<unknown> | null = null;

  constructor(opts: { redisUrl: string; prefix: string; logger?: EventBusLogger }) {
    this.url = opts.redisUrl;
    this.channel = eventsChannel(opts.prefix);
    this.logger = opts.logger;
  }

  async publish(message: ServerMessage): Promise<void> {
    this.publisher ??= new Redis(this.url, { maxRetriesPerRequest: 3, lazyConnect: false });
    await this.publisher.publish(this.channel, encodeEvent(message));
  }

  subscribe(listener: (message: ServerMessage) => void): () => void {
    this.listeners.add(listener);
    if (!this.subscriber) {
      const sub = new Redis(this.url, { maxRetriesPerRequest: null });
      this.subscriber = sub;
      sub.on('error', (err) => this.logger?.warn({ err }, 'event bus subscriber error'));
      sub.on('message', (_channel: string, raw: string) => this.dispatch(raw));
      this.subscribed = sub.subscribe(this.channel).catch((err) => this.logger?.error({ err }, 'event bus subscribe failed'));
    }
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the subscription is active (tests publish right after subscribing). */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  private dispatch(raw: string): void {
    let parsed: ServerMessage;
    try {
      const result = serverMessage.safeParse(JSON.parse(raw));
      if (!result.success) {
        this.logger?.warn({ issues: result.error.issues.slice(0, 3) }, 'dropped malformed event');
        return;
      }
      parsed = result.data;
    } catch {
      this.logger?.warn('dropped non-JSON event');
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(parsed);
      } catch (err) {
        this.logger?.error({ err }, 'event listener failed');
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all([this.publisher?.quit().catch(() => {}), this.subscriber?.quit().catch(() => {})]);
    this.publisher = null;
    this.subscriber = null;
  }
}
