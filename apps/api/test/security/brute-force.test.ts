/**
 * Login brute force, beyond the sequential cases in src/modules/auth/auth.routes.test.ts:
 * parallel bursts, spellings of the same email, a spoofed X-Forwarded-For, and answers that do not
 * tell an attacker whether an account exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers.ts';

const PER_EMAIL = 5;
const PER_IP = 8;

describe('login brute force is limited', () => {
  let t: TestApp;
  const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers, payload: { email, password } });

  beforeAll(async () => {
    t = await createTestApp({
      app: { loginLimits: { perEmail: { points: PER_EMAIL, durationSeconds: 900 }, perIp: { points: PER_IP, durationSeconds: 900 } } },
    });
  });
  afterAll(() => t?.close());

  it('a parallel burst of wrong passwords gets no more guesses than the per-email budget', async () => {
    await t.signup({ email: 'burst@example.com' });
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login('burst@example.com', `guess-${i}`, `10.1.${i}.1`)));
    const evaluated = burst.filter((r) => r.statusCode === 401).length;
    const limited = burst.filter((r) => r.statusCode === 429);
    expect(burst.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(evaluated, 'password guesses actually checked').toBeLessThanOrEqual(PER_EMAIL);
    expect(limited.length).toBeGreaterThanOrEqual(30 - PER_EMAIL);
    for (const r of limited) {
      expect(r.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Even the right password is refused until the window passes.
    expect((await login('burst@example.com', TEST_PASSWORD, '10.1.99.1')).statusCode).toBe(429);
  });

  it('spellings of one email (case, spaces) share one budget', async () => {
    await t.signup({ email: 'spelled@example.com' });
    const spellings = ['spelled@example.com', 'SPELLED@example.com', ' spelled@EXAMPLE.com', 'Spelled@Example.Com ', 'spelled@example.COM'];
    for (const [i, email] of spellings.entries()) expect((await login(email, `nope-${i}`, `10.2.${i}.1`)).statusCode).toBe(401);
    const blocked = await login('sPeLLeD@example.com', TEST_PASSWORD, '10.2.50.1');
    expect(blocked.statusCode).toBe(429);
  });

  it('a spoofed X-Forwarded-For does not reset the per-IP budget (TRUST_PROXY off)', async () => {
    for (let i = 0; i < PER_IP; i++) {
      const res = await login(`xff${i}@example.com`, 'wrong', '10.3.0.1', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login('xff-next@example.com', 'wrong', '10.3.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('an unknown email and a wrong password get the same answer (no account enumeration)', async () => {
    await t.signup({ email: 'exists@example.com' });
    const wrong = await login('exists@example.com', 'not-the-password', '10.4.0.1');
    const unknown = await login('nobody-here@example.com', 'not-the-password', '10.4.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('successful sign-ins do not use up the budget of a shared office IP', async () => {
    await t.signup({ email: 'office@example.com' });
    for (let i = 0; i < PER_IP + 3; i++) expect((await login('office@example.com', TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy, forged X-Forwarded-For entries do not reset the per-IP budget', () => {
  /** The proxy (remote address) appends the address it saw; whatever the client sent stays in front. */
  const PROXY = '10.9.0.1';
  const CLIENT = '198.51.100.50';
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it.each([
    ['a hop count', '1'],
    ['the proxy addresses as CIDR', '10.9.0.0/16, 192.0.2.10'],
  ])('TRUST_PROXY as %s: the client is still told 429 however it fills the header', async (_what, trustProxy) => {
    const t = await createTestApp({
      env: { TRUST_PROXY: trustProxy },
      app: { loginLimits: { perEmail: { points: 100, durationSeconds: 900 }, perIp: { points: PER_IP, durationSeconds: 900 } } },
    });
    apps.push(t);
    const login = (i: number, forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${forged}, ${CLIENT}` },
        payload: { email: `proxied${i}@example.com`, password: 'wrong' },
      });
    for (let i = 0; i < PER_IP; i++) expect((await login(i, `203.0.113.${i}, 10.9.0.${i + 2}`)).statusCode).toBe(401);
    const blocked = await login(99, '192.0.2.77');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client behind the same proxy keeps its own budget: the proxy itself is not what is limited.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.51' },
      payload: { email: 'someone-else@example.com', password: 'wrong' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('TRUST_PROXY as a hop count: a client that reaches the API directly cannot name its own address', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      app: { loginLimits: { perEmail: { points: 100, durationSeconds: 900 }, perIp: { points: PER_IP, durationSeconds: 900 } } },
    });
    apps.push(t);
    const direct = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.200',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `direct${i}@example.com`, password: 'wrong' },
      });
    for (let i = 0; i < PER_IP; i++) expect((await direct(i)).statusCode).toBe(401);
    expect((await direct(99)).statusCode).toBe(429);
  });

  it.each(['true', 'yes', '0.5', '-1', '10.9.0.0/99', 'proxy.internal'])('refuses TRUST_PROXY=%s at boot (never "trust every X-Forwarded-For")', async (value) => {
    expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('sign-up is limited per address', () => {
  let t: TestApp;
  const signup = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload: { firstName: 'Ann', lastName: 'Lee', email, password: 'secret123' } });

  beforeAll(async () => {
    t = await createTestApp({ app: { loginLimits: { signupPerIp: { points: 3, durationSeconds: 3600 } } } });
  });
  afterAll(() => t?.close());

  it('refuses the attempts past the budget from one address with 429 and Retry-After, taken or not, and lets other addresses sign up', async () => {
    expect((await signup('first@example.com', '10.9.0.1')).statusCode).toBe(200);
    // probing whether an email has an account spends the budget too
    expect((await signup('first@example.com', '10.9.0.1')).statusCode).toBe(409);
    expect((await signup('second@example.com', '10.9.0.1')).statusCode).toBe(200);
    const blocked = await signup('third@example.com', '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many sign-up attempts\. Try again in \d+ minute\(s\)\.$/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signup('third@example.com', '10.9.0.2')).statusCode).toBe(200);
  });
});
