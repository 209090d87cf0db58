/**
 * Sign-up nobody can abuse (issue 10 §1): in a fresh production-mode start (NODE_ENV=production,
 * SIGNUP_VERIFICATION unset) typing an address proves nothing, so it must give neither a session
 * nor admin rights until the mailbox's owner opens the link.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refreshCookieFrom, type TestApp } from '../helpers.ts';
import { confirmationLink, startSmtpServer, type TestSmtpServer } from '../smtp.ts';

const PUBLIC_URL = 'https://profiler.example.com';

describe('security: sign-up in a production-mode start', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const jwtKey = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    t = await createTestApp({
      env: { NODE_ENV: 'production', JWT_PRIVATE_KEY: jwtKey, PUBLIC_URL, SMTP_URL: smtp.url, SIGNUP_VERIFICATION: undefined, WEBHOOK_SECRET_KEY: 'w'.repeat(32) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const signup = (email: string, password = 'squatter-pass', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { firstName: 'Mal', lastName: 'Lory', email, password }, headers });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses an unverified admin: registering an ADMIN_EMAILS address gives no session and no admin rights', async () => {
    const res = await signup('admin@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
    const row = await t.db.selectFrom('users').select(['is_admin', 'email_verified']).where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    expect(row).toEqual({ is_admin: false, email_verified: false });

    const signIn = await login('admin@example.com', 'squatter-pass');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(refreshCookieFrom(signIn.headers['set-cookie'])).toBeNull();
    // Nothing else opens a session either.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
  });

  it('any allowed address: no working staff account until the mailbox opens the link', async () => {
    const res = await signup('newcomer@example.com');
    expect(res.statusCode).toBe(201);
    expect((await login('newcomer@example.com', 'squatter-pass')).statusCode).toBe(403);
  });

  it('builds the mailed link from PUBLIC_URL, never from a forged Host header', async () => {
    const before = smtp.messages.length;
    const res = await signup('host-victim@example.com', 'squatter-pass', { host: 'evil.test', 'x-forwarded-host': 'evil.test' });
    expect(res.statusCode).toBe(201);
    const link = confirmationLink((await smtp.waitFor('host-victim@example.com', { after: before })).raw);
    expect(link?.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
  });

  it('resend does not tell whether an address has an account', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: 'newcomer@example.com' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: 'never-signed-up@example.com' } });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });
});
