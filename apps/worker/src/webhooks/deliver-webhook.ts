import { UnrecoverableError, type Job } from 'bullmq';
import { WEBHOOK_HEADERS, webhookDeliveryJob, type WebhookEventBody } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { findDeliveryToSend, openSecret, recordDeliveryAttempt, signatureHeader, type SecretKey } from '@hotel/domain';
import { SsrfBlockedError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { WebhookSender } from './webhook-sender.ts';

export interface WebhookDeliveryDeps {
  db: Db;
  sender: WebhookSender;
  /** WEBHOOK_SECRET_KEY: opens the endpoint's sealed secret. */
  secretKey: SecretKey;
  logger: Logger;
  now?: () => Date;
}

export type DeliveryResult = { status: 'delivered'; httpStatus: number } | { status: 'skipped'; reason: string };

/** The body in a fixed key order (jsonb keeps its own), the same on every attempt. */
function bodyOf(payload: unknown): string {
  const e = payload as WebhookEventBody;
  return JSON.stringify({ id: e.id, type: e.type, createdAt: e.createdAt, data: e.data });
}

/**
 * webhooks job: sends one delivery, signed with a fresh timestamp, and logs the attempt. A non-2xx
 * answer or no answer is thrown so BullMQ retries with backoff; the SSRF guard's refusal, a
 * switched-off or deleted endpoint and a secret that does not open are final.
 */
export async function handleWebhookDelivery(job: Job, deps: WebhookDeliveryDeps): Promise<DeliveryResult> {
  const parsed = webhookDeliveryJob.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError('Invalid webhook job payload');
  const { deliveryId } = parsed.data;
  const now = deps.now ?? (() => new Date());
  const row = await findDeliveryToSend(deps.db, deliveryId);
  if (!row) return { status: 'skipped', reason: 'endpoint deleted' };
  if (row.status === 'delivered') return { status: 'skipped', reason: 'already delivered' };
  const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

  const fail = async (error: string, responseStatus: number | null, durationMs: number | null, permanent: boolean): Promise<never> => {
    await recordDeliveryAttempt(deps.db, deliveryId, { status: permanent || final ? 'failed' : 'retrying', responseStatus, error, durationMs, at: now() });
    deps.logger.warn({ deliveryId, endpointId: row.endpoint_id, attempt: job.attemptsMade + 1, error }, 'webhook delivery failed');
    throw permanent ? new UnrecoverableError(error) : new Error(error);
  };

  // A test event is how an admin checks a receiver before switching it on, so it goes regardless.
  if (!row.enabled && row.event_type !== 'ping') return fail('Endpoint is disabled', null, null, true);
  let secret: string;
  try {
    secret = openSecret(row.secret_sealed, row.endpoint_id, deps.secretKey);
  } catch {
    return fail("The endpoint's secret cannot be opened (was WEBHOOK_SECRET_KEY changed?); rotate the secret", null, null, true);
  }

  const body = bodyOf(row.payload);
  const timestamp = Math.floor(now().getTime() / 1000);
  const headers = {
    [WEBHOOK_HEADERS.signature]: signatureHeader(secret, timestamp, body),
    [WEBHOOK_HEADERS.delivery]: deliveryId,
    [WEBHOOK_HEADERS.event]: row.event_type,
  };
  const started = performance.now();
  let answer;
  try {
    answer = await deps.sender.post(row.url, body, headers);
  } catch (err) {
    const ms = performance.now() - started;
    if (err instanceof SsrfBlockedError) return fail(err.reason, null, ms, true);
    return fail((err as Error).message, null, ms, false);
  }
  const ms = performance.now() - started;
  if (answer.status >= 200 && answer.status < 300) {
    await recordDeliveryAttempt(deps.db, deliveryId, { status: 'delivered', responseStatus: answer.status, error: null, durationMs: ms, at: now() });
    return { status: 'delivered', httpStatus: answer.status };
  }
  const why = answer.status >= 300 && answer.status < 400 ? `HTTP ${answer.status}: redirects are not followed` : `HTTP ${answer.status}`;
  return fail(answer.excerpt ? `${why}: ${answer.excerpt.slice(0, 200)}` : why, answer.status, ms, false);
}
