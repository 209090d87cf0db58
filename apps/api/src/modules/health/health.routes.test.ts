import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { createDb } from '@hotel/db';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('health routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /healthz without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when Postgres and Redis answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\u0001' } });
    expect(odd.headers['x-request-id']).not.toBe('bad id\u0001');
  });
});

describe('health routes with PostgreSQL down', () => {
  let t: TestApp;
  // Port 1 refuses connections at once: a database that is down.
  const deadDb = createDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 });

  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  beforeAll(async () => {
    t = await createTestApp({ deps: { db: deadDb }, env: { JWT_PRIVATE_KEY: pem, JWT_ISSUER: 'iss-test' } });
  });
  afterAll(async () => {
    await t?.close();
    await deadDb.destroy().catch(() => {});
  });

  it('answers /readyz 503 naming PostgreSQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('UNAVAILABLE');
    expect(res.json().message).toContain('PostgreSQL');
    expect(res.json().message).not.toContain('Redis');
  });

  it('answers a data route 503 UNAVAILABLE instead of 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: 'Bearer x.y.z' } });
    // An undecodable token never reaches the database; a well-formed one must.
    expect(res.statusCode).toBe(401);
    const token = await new SignJWT({ email: 'a@example.com' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setIssuer('iss-test')
      .setAudience('hotel-profiler')
      .setExpirationTime('5m')
      .setJti('j')
      .sign(createPrivateKey(pem));
    const me = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(503);
    expect(me.json().code).toBe('UNAVAILABLE');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'secret1' } });
    expect(login.statusCode).toBe(503);
    expect(login.json().code).toBe('UNAVAILABLE');
  });
});
