import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, emailDomainMessage } from '@hotel/contracts';
import { createTestApp, refreshCookieFrom, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';

const DOMAIN_MESSAGE = emailDomainMessage('example.com', 'guest@gmail.com');

describe('auth routes', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    // Small budgets keep the rate-limit test quick; the rule is the same as production's.
    t = await createTestApp({
      deps: { clock: { now: () => new Date(Date.now() + offsetMs) } },
      app: { loginLimits: { perEmail: { points: 3, durationSeconds: 900 }, perIp: { points: 12, durationSeconds: 900 } } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signup = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  const valid = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'secret1' });

  describe('signup domain rule', () => {
    it('accepts an address on the allowed domain and signs the user in', async () => {
      const res = await signup(valid('ada@example.com'));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isAdmin: false });
      expect(typeof body.accessToken).toBe('string');
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/auth/);
    });

    it('accepts the allowed domain in upper case', async () => {
      const res = await signup(valid('GRACE@EXAMPLE.COM'));
      expect(res.statusCode).toBe(200);
    });

    it('accepts the one named extra address in any case', async () => {
      const res = await signup(valid('Guest@Gmail.com'));
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['a look-alike domain', 'x@example.com.evil.com'],
      ['a subdomain', 'x@mail.example.com'],
      ['a domain that merely ends alike', 'x@notexample.com'],
      ['another address on the extra address domain', 'someone@gmail.com'],
    ])('refuses %s with the exact spec text', async (_label, email) => {
      const res = await signup(valid(email));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'EMAIL_DOMAIN_NOT_ALLOWED', message: DOMAIN_MESSAGE });
    });

    it('makes the ADMIN_EMAILS address an admin and writes an audit entry', async () => {
      const res = await signup(valid('admin@example.com'));
      expect(res.statusCode).toBe(200);
      expect(res.json().user.isAdmin).toBe(true);
      const audit = await t.db
        .selectFrom('audit_logs')
        .selectAll()
        .where('entity_type', '=', 'user')
        .where('entity_id', '=', res.json().user.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.action).toBe('created');
    });

    it('refuses an email that already has an account, whatever its case', async () => {
      await signup(valid('dup@example.com'));
      const res = await signup(valid('DUP@example.com'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    });

    it('stores a salted scrypt hash, never the password', async () => {
      await signup({ ...valid('hash1@example.com'), password: 'same-password' });
      await signup({ ...valid('hash2@example.com'), password: 'same-password' });
      const rows = await t.db.selectFrom('users').select('password_hash').where('email', 'in', ['hash1@example.com', 'hash2@example.com']).execute();
      expect(rows).toHaveLength(2);
      for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$/);
      expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
    });
  });

  describe('signup validation', () => {
    it.each([
      [{ firstName: '', lastName: 'L', email: 'v@example.com', password: 'secret1' }, 'First name is required'],
      [{ firstName: 'F', lastName: '  ', email: 'v@example.com', password: 'secret1' }, 'Last name is required'],
      [{ firstName: 'F', lastName: 'L', email: '', password: 'secret1' }, 'Email is required'],
      [{ firstName: 'F', lastName: 'L', email: 'not-an-email', password: 'secret1' }, 'Enter a valid email address'],
      [{ firstName: 'F', lastName: 'L', email: 'v@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    ])('answers 400 naming the problem (%#)', async (body, message) => {
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(message);
    });

    it('answers 400, not 500, to a body that is not JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{nope' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('answers a session and sets last login', async () => {
      const s = await t.signup({ email: 'login-ok@example.com' });
      await t.db.updateTable('users').set({ last_login_at: null }).where('id', '=', s.user.id).execute();
      const res = await login('Login-OK@example.com', TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('login-ok@example.com');
      const row = await t.db.selectFrom('users').select('last_login_at').where('id', '=', s.user.id).executeTakeFirstOrThrow();
      expect(row.last_login_at).toBeInstanceOf(Date);
    });

    it('gives the same answer for an unknown email and a wrong password', async () => {
      await t.signup({ email: 'same-answer@example.com' });
      const unknown = await login('nobody@example.com', 'whatever', '10.0.1.1');
      const wrong = await login('same-answer@example.com', 'wrong-password', '10.0.1.2');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('requires email and password', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Email is required');
    });

    it('refuses a deactivated account with the deactivation message', async () => {
      const s = await t.signup({ email: 'inactive-login@example.com' });
      await t.db.updateTable('users').set({ is_active: false }).where('id', '=', s.user.id).execute();
      const res = await login('inactive-login@example.com', TEST_PASSWORD, '10.0.2.1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'ACCOUNT_INACTIVE', message: 'Your account has been deactivated. Contact an administrator.' });
    });

    it('limits failed attempts per email with 429 and Retry-After, even with the right password', async () => {
      await t.signup({ email: 'brute@example.com' });
      for (let i = 0; i < 3; i++) {
        const res = await login('brute@example.com', `guess-${i}`, `10.0.3.${i}`);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login('brute@example.com', TEST_PASSWORD, '10.0.3.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits failed attempts per IP across many emails', async () => {
      for (let i = 0; i < 12; i++) {
        const res = await login(`spray${i}@example.com`, 'x', '10.0.4.4');
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login('spray-next@example.com', 'x', '10.0.4.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      const otherIp = await login('spray-next@example.com', 'x', '10.0.4.5');
      expect(otherIp.statusCode).toBe(401);
    }, 120_000);
  });

  describe('refresh tokens', () => {
    const refresh = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookie ? { cookie } : {} });

    it('rotates the refresh token and answers a fresh session', async () => {
      const s = await t.signup();
      const res = await refresh(s.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(s.user.id);
      const next = refreshCookieFrom(res.headers['set-cookie']);
      expect(next).toBeTruthy();
      expect(next).not.toBe(s.refreshToken);
      const again = await refresh(`${REFRESH_COOKIE}=${next}`);
      expect(again.statusCode).toBe(200);
    });

    it('revokes the whole family when an already-rotated token is presented again', async () => {
      const s = await t.signup();
      const first = await refresh(s.cookie);
      const rotated = `${REFRESH_COOKIE}=${refreshCookieFrom(first.headers['set-cookie'])}`;
      offsetMs = 60_000; // past the concurrent-tab grace window
      let reuse;
      try {
        reuse = await refresh(s.cookie);
      } finally {
        offsetMs = 0;
      }
      expect(reuse.statusCode).toBe(401);
      // The thief's (or victim's) newer token dies with the family.
      const after = await refresh(rotated);
      expect(after.statusCode).toBe(401);
    });

    it('honours a just-rotated token once more for a concurrent tab, without revoking the family', async () => {
      const s = await t.signup();
      const [a, b] = await Promise.all([refresh(s.cookie), refresh(s.cookie)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      for (const r of [a, b]) {
        const next = `${REFRESH_COOKIE}=${refreshCookieFrom(r.headers['set-cookie'])}`;
        expect((await refresh(next)).statusCode).toBe(200);
      }
    });

    it('does not honour a rotated token after logout, even inside the grace window', async () => {
      const s = await t.signup();
      const first = await refresh(s.cookie);
      const rotated = `${REFRESH_COOKIE}=${refreshCookieFrom(first.headers['set-cookie'])}`;
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: rotated } });
      expect((await refresh(s.cookie)).statusCode).toBe(401);
    });

    it('refuses refresh without a cookie or with an unknown token', async () => {
      expect((await refresh()).statusCode).toBe(401);
      expect((await refresh(`${REFRESH_COOKIE}=made-up`)).statusCode).toBe(401);
    });

    it('refuses refresh for a deactivated user', async () => {
      const s = await t.signup();
      await t.db.updateTable('users').set({ is_active: false }).where('id', '=', s.user.id).execute();
      const res = await refresh(s.cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ACCOUNT_INACTIVE');
    });

    it('logout revokes the session and clears the cookie', async () => {
      const s = await t.signup();
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${REFRESH_COOKIE}=;`));
      expect((await refresh(s.cookie)).statusCode).toBe(401);
    });
  });

  describe('current user and public config', () => {
    it('answers the current user for a valid token and 401 without one', async () => {
      const s = await t.signup({ firstName: 'Cur', lastName: 'Rent' });
      const ok = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: t.auth(s) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: s.user.id, firstName: 'Cur', lastName: 'Rent', email: s.user.email, isAdmin: false });
      const none = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('UNAUTHORIZED');
    });

    it('refuses every other /api route without a token, including unknown ones', async () => {
      for (const url of ['/api/hotels', '/api/users', '/api/does-not-exist']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('answers an unknown /api route with a JSON 404 once signed in', async () => {
      const s = await t.signup();
      const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: t.auth(s) });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    });

    it('publishes the auth config without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        googleEnabled: false,
        allowedEmailDomain: 'example.com',
        allowedExtraEmail: 'guest@gmail.com',
        passwordSignupEnabled: true,
        emailVerificationRequired: false,
      });
    });

    it('says Google sign-in is not configured when it is not', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({ code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured' });
    });
  });
});
