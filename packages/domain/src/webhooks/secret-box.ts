/**
 * Webhook signing secrets at rest (decision 230): the workers need the secret itself to sign, so
 * it cannot be hashed like a password; it is sealed with AES-256-GCM under WEBHOOK_SECRET_KEY and
 * bound to its endpoint's id, so a database dump alone signs nothing and a sealed value copied
 * onto another endpoint does not open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * The key used when WEBHOOK_SECRET_KEY is unset outside production (development, tests): the API
 * and the workers must agree, and production refuses to start without a real key.
 */
export const DEVELOPMENT_WEBHOOK_KEY = 'hotel-profiler-development-webhook-key-not-for-production';

/** At least this long, so an operator cannot set a guessable word. */
export const MIN_WEBHOOK_KEY_LENGTH = 32;

export type SecretKey = Buffer & { readonly __secretKey: true };

/** A 32-byte key from the configured text (any length ≥ 32; SHA-256 spreads it evenly). */
export function webhookSecretKey(text: string): SecretKey {
  return createHash('sha256').update(text, 'utf8').digest() as SecretKey;
}

/** A fresh signing secret, shown to the admin once: `whsec_` and 32 random bytes in base64url. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sealSecret(secret: string, endpointId: string, key: SecretKey): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(endpointId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Throws when the value was sealed under another key or for another endpoint, or was altered. */
export function openSecret(sealed: string, endpointId: string, key: SecretKey): string {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body || rest.length) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(endpointId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
