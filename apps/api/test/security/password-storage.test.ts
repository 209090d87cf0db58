/**
 * Password storage at OWASP's current scrypt parameters (N=2^17, r=8, p=1), and hashes made at
 * older parameters upgraded on the next successful sign-in. The app runs with its production cost
 * here (the other suites use a lighter one to stay fast).
 */
import { scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYPT_COST } from '../../src/modules/auth/passwords.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers.ts';

/** A hash as the previous code stored it (OWASP's older minimum, N=2^15). */
function legacyHash(password: string): Promise<string> {
  const salt = Buffer.from('0123456789abcdef');
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')),
    );
  });
}

describe('password storage', () => {
  let t: TestApp;
  const storedHash = async (email: string) =>
    (await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash ?? '';
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  beforeAll(async () => {
    t = await createTestApp({ app: { passwordCost: SCRYPT_COST } });
  });
  afterAll(() => t?.close());

  it('a new sign-up is hashed with scrypt N=2^17, r=8, p=1 and a 16-byte salt', async () => {
    await t.signup({ email: 'fresh@example.com' });
    const [scheme, n, r, p, salt, key] = (await storedHash('fresh@example.com')).split('$');
    expect({ scheme, n, r, p }).toEqual({ scheme: 'scrypt', n: '131072', r: '8', p: '1' });
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect((await login('fresh@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  }, 60_000);

  it('a hash at the old parameters is upgraded on the next successful sign-in, not on a failed one', async () => {
    await t.signup({ email: 'legacy@example.com' });
    const old = await legacyHash(TEST_PASSWORD);
    await t.db.updateTable('users').set({ password_hash: old }).where('email', '=', 'legacy@example.com').execute();

    expect((await login('legacy@example.com', 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash('legacy@example.com')).toBe(old);

    expect((await login('legacy@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash('legacy@example.com');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(upgraded).not.toContain(old.split('$')[4]!);
    // The upgraded hash is the same password: signing in again works, a wrong one still fails.
    expect((await login('legacy@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('legacy@example.com', 'not-the-password')).statusCode).toBe(401);
  }, 90_000);

  it('a stored hash asking for absurd parameters is refused without running them', async () => {
    await t.signup({ email: 'huge@example.com' });
    const parts = (await storedHash('huge@example.com')).split('$');
    parts[1] = String(2 ** 24);
    await t.db.updateTable('users').set({ password_hash: parts.join('$') }).where('email', '=', 'huge@example.com').execute();
    const started = Date.now();
    expect((await login('huge@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
