import type { Db } from '@hotel/db';
import type { Logger } from 'pino';
import type { EventBus, JobQueue } from '@hotel/domain';
import type { Clock } from './lib/clock.ts';
import type { Env } from './config/env.ts';
import type { Mailer } from './lib/mailer.ts';

export interface AppDeps {
  env: Env;
  db: Db;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  logger: Logger;
  /** Outgoing mail (sign-up confirmation); built from the env when absent. */
  mailer?: Mailer;
}
