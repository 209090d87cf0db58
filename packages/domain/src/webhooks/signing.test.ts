import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEBHOOK_KEY, generateWebhookSecret, openSecret, sealSecret, webhookSecretKey } from './secret-box.ts';
import { signatureHeader, verifyWebhookSignature } from './signing.ts';

describe('webhook signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"ping","createdAt":"2026-11-25T00:00:00.000Z","data":{}}';

  it('is t=<unix>,v1=HMAC-SHA256(secret, "t.body") in hex, as a receiver computes it by hand', () => {
    const header = signatureHeader(secret, 1_764_000_000, body);
    const expected = createHmac('sha256', secret).update(`1764000000.${body}`).digest('hex');
    expect(header).toBe(`t=1764000000,v1=${expected}`);
  });

  it('verifies the exact body within the tolerance, and nothing else', () => {
    const t = 1_764_000_000;
    const header = signatureHeader(secret, t, body);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: t + 10 })).toBe(true);
    expect(verifyWebhookSignature(secret, header, `${body} `, { nowSeconds: t })).toBe(false);
    expect(verifyWebhookSignature('whsec_other', header, body, { nowSeconds: t })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: t + 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, header.replace('t=1764000000', 't=1764000001'), body, { nowSeconds: t })).toBe(false);
    expect(verifyWebhookSignature(secret, undefined, body)).toBe(false);
    expect(verifyWebhookSignature(secret, 'v1=abc', body)).toBe(false);
  });
});

describe('sealed webhook secrets', () => {
  const key = webhookSecretKey(DEVELOPMENT_WEBHOOK_KEY);

  it('opens with the same key and endpoint id only', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const sealed = sealSecret(secret, 'endpoint-a', key);
    expect(sealed).not.toContain(secret.slice(6));
    expect(openSecret(sealed, 'endpoint-a', key)).toBe(secret);
    expect(() => openSecret(sealed, 'endpoint-b', key)).toThrow();
    expect(() => openSecret(sealed, 'endpoint-a', webhookSecretKey('another-key-of-at-least-thirty-two-chars'))).toThrow();
    expect(sealSecret(secret, 'endpoint-a', key)).not.toBe(sealed);
  });
});
