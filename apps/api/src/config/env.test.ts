import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

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
