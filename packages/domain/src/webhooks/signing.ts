/**
 * The signature of a delivery: `X-Hotel-Profiler-Signature: t=<unix seconds>,v1=<hex>` where hex
 * is HMAC-SHA256(secret, `${t}.${body}`). Signing the time with the body lets a receiver refuse
 * a replayed old delivery; the `v1=` scheme name leaves room for another algorithm later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

export interface VerifyOptions {
  /** Oldest accepted signature time, in seconds from now (default 300). */
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/**
 * What a receiver does (README "Webhooks" shows the same in a few lines): true when one of the
 * header's v1 signatures matches the exact body bytes and its time is within the tolerance.
 */
export function verifyWebhookSignature(secret: string, header: string | undefined, body: string, opts: VerifyOptions = {}): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t)) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(webhookSignature(secret, t, body), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
}
