import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { ZodError } from 'zod';
import type { Db } from '@hotel/db';
import type { WebhookEmitter, EventPublisher } from '@hotel/domain';
import type { ModelRegistry } from '../ai/registry.ts';
import type { CrawlFn } from '../crawl/types.ts';
import { CrawlError, NonRetryableError, SsrfBlockedError, ThrottledError } from '../errors.ts';
import type { Fetcher } from '../fetch/types.ts';
import { findSsrfError } from '../fetch/ssrf.ts';
import type { Logger } from '../logger.ts';
import { decodeHTML } from 'entities';

/** Everything a handler touches, passed in: no globals, so tests run the real thing. */
export interface JobDeps {
  db: Db;
  fetcher: Fetcher;
  crawl: CrawlFn;
  registry: ModelRegistry;
  publisher: EventPublisher;
  logger: Logger;
  /** Same-site pages beyond the homepage when the job does not say (CRAWL_MAX_PAGES). */
  defaultMaxPages: number;
  /** run.completed, profile.changed and hotel.failed go out through it; absent in the CLIs. */
  webhooks?: WebhookEmitter;
}

/** Throttle waits do not use up attempts, so they get their own bound. */
const MAX_THROTTLE_WAITS = 8;

export function isPermanent(err: unknown): boolean {
  return err instanceof NonRetryableError || err instanceof UnrecoverableError || err instanceof ZodError;
}

function throttleWaits(job: Job): number {
  const n = (job.data as { throttleWaits?: unknown }).throttleWaits;
  return typeof n === 'number' ? n : 0;
}

/** True when BullMQ will not run this job again after this error: record the failure now. */
export function isFinalFailure(job: Job, err: unknown): boolean {
  if (isPermanent(err)) return true;
  if (err instanceof ThrottledError && throttleWaits(job) < MAX_THROTTLE_WAITS) return false;
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * Hands the error back to BullMQ in the form that makes it do the right thing next:
 * permanent → UnrecoverableError (no retry); throttled → delayed by the server-given
 * Retry-After without using an attempt (the jobs carry exponential backoff, which would
 * ignore it); anything else → thrown as is, retried with exponential backoff.
 */
export async function rethrowForQueue(job: Job, token: string | undefined, err: unknown, readableReason?: string): Promise<never> {
  if (isPermanent(err)) {
    throw new UnrecoverableError(readableReason ?? messageOf(err));
  }
  if (err instanceof ThrottledError && token && throttleWaits(job) < MAX_THROTTLE_WAITS) {
    await job.updateData({ ...(job.data as object), throttleWaits: throttleWaits(job) + 1 });
    await job.moveToDelayed(Date.now() + Math.max(1_000, err.retryAfterMs), token);
    throw new DelayedError();
  }
  throw err;
}

function messageOf(err: unknown): string {
  if (err instanceof CrawlError) return err.reason;
  if (err instanceof ZodError) return `Invalid job payload: ${err.issues[0]?.message ?? 'unknown problem'}`;
  return err instanceof Error ? err.message : String(err);
}

/** A reason a person can read for a failure while fetching the homepage / one page. */
export function fetchFailureReason(err: unknown, what: 'Homepage' | 'Page'): string {
  const msg = messageOf(err);
  if (err instanceof SsrfBlockedError || /^(Blocked|Homepage|Page|No content)/.test(msg)) return msg;
  return `${what} unreachable: ${msg}`;
}

/**
 * What only the log may hold about a failure: the SSRF guard's refusal names the internal address
 * (and the host that resolved to it), which the staff-facing reason leaves out.
 */
export function failureDetail(err: unknown): { detail?: string } {
  const blocked = findSsrfError(err);
  return blocked && blocked.detail !== blocked.reason ? { detail: blocked.detail } : {};
}

/** A reason for a failure of the AI step. */
export function aiFailureReason(err: unknown): string {
  const msg = messageOf(err);
  if (/^(AI provider failed|Unknown model|Model ")/.test(msg)) return msg;
  return `AI provider failed: ${msg}`;
}

export function otherFailureReason(err: unknown): string {
  const msg = messageOf(err);
  return /^(No content|Hotel )/.test(msg) ? msg : `Processing failed: ${msg}`;
}

/** <title> of a page, for the sources list. */
export function pageTitle(html: string): string | null {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (raw === undefined) return null;
  const t = decodeHTML(raw.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, 300) : null;
}
