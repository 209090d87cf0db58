import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, signupVerificationRequired } from './env.ts';

describe('loadEnv', () => {
  it('lists every bad variable at once', () => {
    expect(() => loadEnv({ PORT: 'x', NODE_ENV: 'nope', AUTH_JWKS_URL: 'not a url' })).toThrow(/PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/);
    try {
      loadEnv({ PORT: 'x', NODE_ENV: 'nope', AUTH_JWKS_URL: 'not a url' });
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['PORT', 'NODE_ENV', 'AUTH_JWKS_URL']) expect(message).toContain(name);
    }
  });

  it('requires JWT_PRIVATE_KEY in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_PRIVATE_KEY/);
  });

  it('requires production to name its own email domain instead of the development default', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_PRIVATE_KEY: 'pem' })).toThrow(/ALLOWED_EMAIL_DOMAIN: is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_PRIVATE_KEY[\s\S]*ALLOWED_EMAIL_DOMAIN/);
    const env = loadEnv({ NODE_ENV: 'production', JWT_PRIVATE_KEY: 'pem', ALLOWED_EMAIL_DOMAIN: 'corp.example', PUBLIC_URL: 'https://p.example', WEBHOOK_SECRET_KEY: 'w'.repeat(32) });
    expect(env.ALLOWED_EMAIL_DOMAIN).toBe('corp.example');
    // No admin is invented outside development.
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('requires sign-up verification in production and in no other mode unless asked', () => {
    const prod = { NODE_ENV: 'production', JWT_PRIVATE_KEY: 'pem', ALLOWED_EMAIL_DOMAIN: 'corp.example', PUBLIC_URL: 'https://p.example', WEBHOOK_SECRET_KEY: 'w'.repeat(32) };
    expect(signupVerificationRequired(loadEnv(prod))).toBe(true);
    expect(signupVerificationRequired(loadEnv({ ...prod, SIGNUP_VERIFICATION: '' }))).toBe(true);
    expect(signupVerificationRequired(loadEnv({ ...prod, SIGNUP_VERIFICATION: 'off' }))).toBe(false);
    expect(signupVerificationRequired(loadEnv({ NODE_ENV: 'development' }))).toBe(false);
    expect(signupVerificationRequired(loadEnv({ NODE_ENV: 'development', SIGNUP_VERIFICATION: 'required' }))).toBe(true);
    expect(() => loadEnv({ SIGNUP_VERIFICATION: 'maybe' })).toThrow(/SIGNUP_VERIFICATION/);
  });

  it('requires PUBLIC_URL in production while links are mailed, and SMTP_URL to be an smtp URL', () => {
    const prod = { NODE_ENV: 'production', JWT_PRIVATE_KEY: 'pem', ALLOWED_EMAIL_DOMAIN: 'corp.example', WEBHOOK_SECRET_KEY: 'w'.repeat(32) };
    expect(() => loadEnv(prod)).toThrow(/PUBLIC_URL: is required in production while SIGNUP_VERIFICATION is required/);
    expect(loadEnv({ ...prod, SIGNUP_VERIFICATION: 'off' }).PUBLIC_URL).toBeUndefined();
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe('smtps://u:p@mail.example:465');
    expect(() => loadEnv({ PASSWORD_SIGNUP: 'no' })).toThrow(/PASSWORD_SIGNUP/);
  });

  it('requires a webhook secrets key of at least 32 characters in production, and uses none elsewhere', () => {
    const prod = { NODE_ENV: 'production', JWT_PRIVATE_KEY: 'pem', ALLOWED_EMAIL_DOMAIN: 'corp.example', PUBLIC_URL: 'https://p.example' };
    expect(() => loadEnv(prod)).toThrow(/WEBHOOK_SECRET_KEY: is required in production/);
    expect(() => loadEnv({ ...prod, WEBHOOK_SECRET_KEY: 'short' })).toThrow(/WEBHOOK_SECRET_KEY: must be at least 32 characters/);
    expect(loadEnv({ ...prod, WEBHOOK_SECRET_KEY: 'k'.repeat(32) }).WEBHOOK_SECRET_KEY).toBe('k'.repeat(32));
    expect(loadEnv({ WEBHOOK_SECRET_KEY: '' }).WEBHOOK_SECRET_KEY).toBeUndefined();
  });

  it('requires AUTH_ISSUER and AUTH_AUDIENCE with AUTH_JWKS_URL, listing both', () => {
    const jwks = 'https://issuer.example.com/.well-known/jwks.json';
    expect(() => loadEnv({ AUTH_JWKS_URL: jwks })).toThrow(/AUTH_ISSUER: is required when AUTH_JWKS_URL is set[\s\S]*AUTH_AUDIENCE: is required when AUTH_JWKS_URL is set/);
    expect(() => loadEnv({ AUTH_JWKS_URL: jwks, AUTH_ISSUER: 'https://issuer.example.com' })).toThrow(/AUTH_AUDIENCE/);
    expect(() => loadEnv({ AUTH_JWKS_URL: jwks, AUTH_AUDIENCE: 'authenticated', AUTH_ISSUER: ' ' })).toThrow(/AUTH_ISSUER/);
    expect(loadEnv({ AUTH_JWKS_URL: jwks, AUTH_ISSUER: 'https://issuer.example.com', AUTH_AUDIENCE: 'authenticated' }).AUTH_AUDIENCE).toBe('authenticated');
    expect(loadEnv({ AUTH_JWKS_URL: '' }).AUTH_JWKS_URL).toBeUndefined();
  });

  it('reads a relative DATA_DIR from the repository root, whatever the working directory', () => {
    const root = resolve(import.meta.dirname, '../../../..');
    // vitest runs here with cwd apps/api, where `pnpm dev` runs the API too.
    expect(loadEnv({}).DATA_DIR).toBe(join(root, '.data'));
    expect(loadEnv({ DATA_DIR: '' }).DATA_DIR).toBe(join(root, '.data'));
    expect(loadEnv({ DATA_DIR: 'state/keys' }).DATA_DIR).toBe(join(root, 'state/keys'));
    expect(loadEnv({ DATA_DIR: '/var/lib/hp' }).DATA_DIR).toBe('/var/lib/hp');
  });

  it('requires the Google id and secret together', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT/);
  });

  it('parses comma lists and gives development a default admin of the default domain', () => {
    expect(loadEnv({}).ADMIN_EMAILS).toEqual(['admin@hotelprofiler.dev']);
    expect(loadEnv({ ADMIN_EMAILS: ' a@x.com, b@x.com ,' }).ADMIN_EMAILS).toEqual(['a@x.com', 'b@x.com']);
    expect(loadEnv({ NODE_ENV: 'test' }).ADMIN_EMAILS).toEqual([]);
    expect(loadEnv({ ADMIN_EMAILS: '' }).ADMIN_EMAILS).toEqual([]);
  });
});
