import type { Db } from '@hotel/db';
import type { Logger } from 'pino';
import type { CaptureSourceJob, CaptureSourceResult, GenerateProfileJob, ScrapeHotelJob, ServerMessage } from '@hotel/contracts';
import type { Clock } from './lib/clock.ts';
import type { Env } from './config/env.ts';
import type { Mailer } from './lib/mailer.ts';

/** Enqueues worker jobs. BullMQ in production; the same interface in tests. */
export interface JobQueue {
  enqueueScrapeHotels(jobs: ScrapeHotelJob[]): Promise<void>;
  enqueueCaptureSource(job: CaptureSourceJob): Promise<{ jobId: string }>;
  /** Waits for a capture to finish, up to timeoutMs; 'timeout' when still running. */
  waitForCapture(jobId: string, timeoutMs: number): Promise<{ ok: true; result: CaptureSourceResult } | { ok: false; error: string } | 'timeout'>;
  enqueueGenerateProfile(job: GenerateProfileJob): Promise<{ jobId: string }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Redis pub/sub of ServerMessage; the /ws gateway subscribes, workers publish. */
export interface EventBus {
  publish(message: ServerMessage): Promise<void>;
  subscribe(listener: (message: ServerMessage) => void): () => void;
  close(): Promise<void>;
}

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
