import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_MESSAGE, REFRESH_COOKIE, RESEND_VERIFICATION_MESSAGE, SIGNUP_CHECK_EMAIL_MESSAGE } from '@hotel/contracts';
import { createTestApp, refreshCookieFrom, type TestApp } from '../../../test/helpers.ts';
import { confirmationLink, startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';

const PUBLIC_URL = 'http://console.test:8080';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('sign-up with email verification (SIGNUP_VERIFICATION=required, real SMTP)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let offsetMs = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SIGNUP_VERIFICATION: 'required', SMTP_URL: smtp.url, MAIL_FROM: 'Hotel Profiler <accounts@example.com>', PUBLIC_URL },
      deps: { clock: { now: () => new Date(Date.now() + offsetMs) } },
      app: { loginLimits: { resendPerEmail: { points: 2, durationSeconds: 3600 }, resendPerIp: { points: 50, durationSeconds: 3600 } } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const body = (email: string, password = 'owner-password') => ({ firstName: 'Ada', lastName: 'Lovelace', email, password });
  const signup = (email: string, password?: string) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body(email, password) });
  const login = (email: string, password = 'owner-password') => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (email: string, ip = '10.9.9.9') =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, remoteAddress: ip });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  async function signUpAndReadLink(email: string, password?: string): Promise<string> {
    const before = smtp.messages.length;
    const res = await signup(email, password);
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor(email, { after: before });
    const link = confirmationLink(mail.raw);
    if (!link) throw new Error(`no confirmation link in:\n${mail.raw}`);
    return link;
  }

  it('answers 201 "Check your email" with no session, and mails a link through the SMTP server', async () => {
    const before = smtp.messages.length;
    const res = await signup('ann@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ verificationRequired: true, email: 'ann@example.com', message: SIGNUP_CHECK_EMAIL_MESSAGE });
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();

    const mail = await smtp.waitFor('ann@example.com', { after: before });
    expect(mail.user).toBe('tester');
    expect(mail.from).toBe('accounts@example.com');
    expect(mail.raw).toMatch(/^Subject: Confirm your Hotel Profiler account/m);
    const link = confirmationLink(mail.raw);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    // Only the token's hash is stored.
    const rows = await t.db.selectFrom('email_verification_tokens').select(['token_hash', 'expires_at']).execute();
    const token = tokenOf(link!);
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((r) => r.token_hash === sha256(token))!;
    const ttlHours = (row.expires_at.getTime() - Date.now() - offsetMs) / 3_600_000;
    expect(ttlHours).toBeGreaterThan(23.9);
    expect(ttlHours).toBeLessThanOrEqual(24);
  });

  it('refuses sign-in before verification with 403 and the resend hint, but only with the right password', async () => {
    await signUpAndReadLink('bea@example.com');
    const res = await login('bea@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE });
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
    const wrong = await login('bea@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('opening the link signs the person in (session and cookie), once', async () => {
    const link = await signUpAndReadLink('cat@example.com');
    const res = await verify(tokenOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'cat@example.com', firstName: 'Ada', isAdmin: false });
    expect(typeof res.json().accessToken).toBe('string');
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${res.json().accessToken}` } });
    expect(me.json().email).toBe('cat@example.com');

    expect((await login('cat@example.com')).statusCode).toBe(200);
    const again = await verify(tokenOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID', message: expect.stringContaining('already used') });
    expect(refreshCookieFrom(again.headers['set-cookie'])).toBeNull();
  });

  it('refuses a link after 24 hours and one that was never sent', async () => {
    const link = await signUpAndReadLink('dan@example.com');
    offsetMs = 24 * 3_600_000 + 1_000;
    try {
      const res = await verify(tokenOf(link));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID', message: expect.stringContaining('expired') });
    } finally {
      offsetMs = 0;
    }
    const forged = await verify('A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID', message: expect.stringContaining('not valid') });
    expect((await verify('../../etc')).statusCode).toBe(400);
    expect((await login('dan@example.com')).statusCode).toBe(403);

    // A new link replaces the spent one in the table, and works.
    const before = smtp.messages.length;
    offsetMs = 24 * 3_600_000 + 2_000;
    try {
      expect((await resend('dan@example.com')).statusCode).toBe(202);
      const fresh = confirmationLink((await smtp.waitFor('dan@example.com', { after: before })).raw)!;
      const user = await t.db.selectFrom('users').select('id').where('email', '=', 'dan@example.com').executeTakeFirstOrThrow();
      const rows = await t.db.selectFrom('email_verification_tokens').select('token_hash').where('user_id', '=', user.id).execute();
      expect(rows).toEqual([{ token_hash: sha256(tokenOf(fresh)) }]);
      expect((await verify(tokenOf(fresh))).statusCode).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('ends the sessions of a password account that is not confirmed (one made while verification was off)', async () => {
    const link = await signUpAndReadLink('old-timer@example.com');
    const session = await verify(tokenOf(link));
    expect(session.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${session.json().accessToken}` };
    const cookie = `${REFRESH_COOKIE}=${refreshCookieFrom(session.headers['set-cookie'])}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer })).statusCode).toBe(200);
    // As if the account had been made with SIGNUP_VERIFICATION=off and never confirmed.
    await t.db.updateTable('users').set({ email_verified: false }).where('email', '=', 'old-timer@example.com').execute();

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotels', headers: bearer })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } })).statusCode).toBe(401);
    expect((await login('old-timer@example.com')).statusCode).toBe(403);
  });

  it('makes an ADMIN_EMAILS address admin only once its link is opened', async () => {
    const link = await signUpAndReadLink('admin@example.com');
    const row = await t.db.selectFrom('users').select(['is_admin', 'email_verified']).where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    expect(row).toEqual({ is_admin: false, email_verified: false });
    expect((await login('admin@example.com')).statusCode).toBe(403);
    const res = await verify(tokenOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isAdmin).toBe(true);
  });

  it("a second sign-up of an unconfirmed address cannot hijack the owner's link", async () => {
    const ownerLink = await signUpAndReadLink('eve-target@example.com', 'owner-password');
    // Someone else signs the same address up again before the owner opens the mail.
    const squatterLink = await signUpAndReadLink('eve-target@example.com', 'squatter-password');
    expect(squatterLink).not.toBe(ownerLink);
    const audit = await t.db.selectFrom('audit_logs').select('details').where('entity_type', '=', 'user').where('action', '=', 'updated').execute();
    expect(audit.map((a) => a.details)).toContainEqual(expect.objectContaining({ value: 'replaced', email: 'eve-target@example.com' }));
    const res = await verify(tokenOf(ownerLink));
    expect(res.statusCode).toBe(200);
    expect((await login('eve-target@example.com', 'squatter-password')).statusCode).toBe(401);
    expect((await login('eve-target@example.com', 'owner-password')).statusCode).toBe(200);
    // Confirmed: the other link is spent, and the address can no longer be signed up.
    expect((await verify(tokenOf(squatterLink))).statusCode).toBe(400);
    expect((await signup('eve-target@example.com')).statusCode).toBe(409);
  });

  it('resend answers alike for every address and mails only an account waiting for confirmation', async () => {
    await signUpAndReadLink('fay@example.com');
    await signUpAndReadLink('gus@example.com');
    const gusLink = confirmationLink((await smtp.waitFor('gus@example.com')).raw)!;
    await verify(tokenOf(gusLink));

    const before = smtp.messages.length;
    for (const email of ['fay@example.com', 'gus@example.com', 'nobody@example.com', 'someone@elsewhere.test']) {
      const res = await resend(email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RESEND_VERIFICATION_MESSAGE });
    }
    const mail = await smtp.waitFor('fay@example.com', { after: before });
    const link = confirmationLink(mail.raw)!;
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.slice(before).map((m) => m.to[0])).toEqual(['fay@example.com']);
    // The new link works (and signs in with the sign-up's password).
    expect((await verify(tokenOf(link))).statusCode).toBe(200);
    expect((await login('fay@example.com')).statusCode).toBe(200);
  });

  it('rate-limits resend per address, with Retry-After, whether or not the address has an account', async () => {
    for (const email of ['hal@example.com', 'ghost@example.com']) {
      expect((await resend(email, '10.1.1.1')).statusCode).toBe(202);
      expect((await resend(email, '10.1.1.2')).statusCode).toBe(202);
      const res = await resend(email, '10.1.1.3');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answers 400 with {code, message} to a resend or verify body that is not valid', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const noToken = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().code).toBe('VALIDATION_ERROR');
  });

  it('tells the console that sign-up needs a confirmed email', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toMatchObject({ passwordSignupEnabled: true, emailVerificationRequired: true });
  });
});

describe('sign-up mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_VERIFICATION: 'required', PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the message as an .eml file under DATA_DIR/mail whose link signs the person in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Ida', lastName: 'File', email: 'ida@example.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(201);
    const dir = join(t.deps.env.DATA_DIR, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: ida@example\.com$/m);
    const link = confirmationLink(raw);
    expect(link).not.toBeNull();
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: new URL(link!).searchParams.get('token') } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe('ida@example.com');
  });
});

describe('sign-up while the mail server refuses us', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'tester', pass: 'the-real-password' });
    // The configured credentials are wrong: every send fails at AUTH.
    t = await createTestApp({ env: { SIGNUP_VERIFICATION: 'required', SMTP_URL: smtp.url.replace('the-real-password', 'stale'), PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('says the email could not be sent (503) instead of "check your email", and a retry is allowed', async () => {
    const payload = { firstName: 'Max', lastName: 'Mail', email: 'max@example.com', password: 'secret1' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'We could not send the confirmation email. Please try again in a few minutes.' });
      expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
    }
    expect(smtp.messages).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'max@example.com', password: 'secret1' } });
    expect(login.statusCode).toBe(403);
  });
});

describe('PASSWORD_SIGNUP=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PASSWORD_SIGNUP: 'off' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every password sign-up and says so in the public config', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Jo', lastName: 'Off', email: 'admin@example.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSWORD_SIGNUP_DISABLED');
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toMatchObject({ passwordSignupEnabled: false });
  });
});
