import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('access tokens', () => {
  let t: TestApp;
  let jwksServer: Server;
  let externalKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let offsetMs = 0;
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    externalKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((req, res) => {
      if (req.url === '/.well-known/jwks.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
    const port = (jwksServer.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        JWT_PRIVATE_KEY: pem,
        JWT_ISSUER: 'https://profiler.test',
        AUTH_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
        AUTH_ISSUER: 'https://ext-issuer.test/auth/v1',
        AUTH_AUDIENCE: 'authenticated',
        ADMIN_EMAILS: 'admin@example.com,ext-admin@example.com',
      },
      deps: { clock: { now: () => new Date(Date.now() + offsetMs) } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => jwksServer?.close(r));
  });

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

  async function ownToken(overrides: { iss?: string; aud?: string; exp?: number; key?: string; sub?: string } = {}, email = 'x@example.com') {
    const { createPrivateKey } = await import('node:crypto');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(overrides.sub ?? '00000000-0000-0000-0000-000000000000')
      .setIssuer(overrides.iss ?? 'https://profiler.test')
      .setAudience(overrides.aud ?? 'hotel-profiler')
      .setIssuedAt(now)
      .setExpirationTime(overrides.exp ?? now + 600)
      .setJti('test-jti')
      .sign(createPrivateKey(overrides.key ?? pem));
  }

  it('publishes the public signing key as a JWKS that verifies issued tokens', async () => {
    const s = await t.signup();
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: JWK[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(s.token, await importJWK(keys[0]!, 'EdDSA'));
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ sub: s.user.id, email: s.user.email, iss: 'https://profiler.test', aud: 'hotel-profiler' });
    expect(typeof payload.jti).toBe('string');
  });

  it('accepts a token it signed itself for an existing user', async () => {
    const s = await t.signup();
    expect((await me(await ownToken({ sub: s.user.id }, s.user.email))).statusCode).toBe(200);
  });

  it('refuses a token whose payload was tampered with', async () => {
    const victim = await t.signup();
    const attacker = await t.signup();
    const [h, , sig] = attacker.token.split('.');
    const forged = `${h}.${b64({ sub: victim.user.id, email: victim.user.email, iss: 'https://profiler.test', aud: 'hotel-profiler', exp: 9_999_999_999, jti: 'x' })}.${sig}`;
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a token with a damaged signature', async () => {
    const s = await t.signup();
    const last = s.token.at(-2) === 'A' ? 'B' : 'A';
    expect((await me(`${s.token.slice(0, -2)}${last}${s.token.at(-1)}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const s = await t.signup();
    expect((await me(s.token)).statusCode).toBe(200);
    offsetMs = 16 * 60 * 1000; // beyond the 15-minute default lifetime
    try {
      expect((await me(s.token)).statusCode).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses alg: none', async () => {
    const s = await t.signup();
    const payload = { sub: s.user.id, email: s.user.email, iss: 'https://profiler.test', aud: 'hotel-profiler', exp: 9_999_999_999, jti: 'n' };
    expect((await me(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).statusCode).toBe(401);
  });

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    const s = await t.signup();
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<{ keys: JWK[] }>();
    for (const secret of [Buffer.from(jwks.keys[0]!.x!, 'base64url'), Buffer.from(JSON.stringify(jwks.keys[0]))]) {
      const token = await new SignJWT({ email: s.user.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(s.user.id)
        .setIssuer('https://profiler.test')
        .setAudience('hotel-profiler')
        .setExpirationTime('10m')
        .setJti('h')
        .sign(secret);
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it('refuses a token with the wrong issuer or audience, or from another key', async () => {
    const s = await t.signup();
    const other = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect((await me(await ownToken({ sub: s.user.id, iss: 'https://evil.test' }, s.user.email))).statusCode).toBe(401);
    expect((await me(await ownToken({ sub: s.user.id, aud: 'someone-else' }, s.user.email))).statusCode).toBe(401);
    expect((await me(await ownToken({ sub: s.user.id, key: other }, s.user.email))).statusCode).toBe(401);
  });

  it('refuses a token of a user that no longer exists', async () => {
    expect((await me(await ownToken({ sub: '11111111-1111-4111-8111-111111111111' }))).statusCode).toBe(401);
  });

  it('refuses garbage in the Authorization header', async () => {
    for (const value of ['Bearer', 'Bearer not.a.jwt', 'Basic abc', `Bearer ${'a'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: value } });
      expect(res.statusCode).toBe(401);
    }
  });

  describe('external issuer (AUTH_JWKS_URL)', () => {
    const external = (claims: Record<string, unknown>, opts: { iss?: string; aud?: string } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
        .setSubject('ext-subject')
        .setIssuer(opts.iss ?? 'https://ext-issuer.test/auth/v1')
        .setAudience(opts.aud ?? 'authenticated')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(externalKey);

    it('accepts its token and creates the user on first sight, mapped by email', async () => {
      const token = await external({ email: 'External.Person@example.com', user_metadata: { first_name: 'Ext', last_name: 'Person' } });
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'External.Person@example.com', firstName: 'Ext', lastName: 'Person', isAdmin: false });
      const again = await me(token);
      expect(again.json().id).toBe(res.json().id);
      const rows = await t.db.selectFrom('users').select(['password_hash']).where('email', '=', 'External.Person@example.com').execute();
      expect(rows).toEqual([{ password_hash: null }]);
    });

    it('maps to an existing account by email, case-insensitively', async () => {
      const s = await t.signup({ email: 'mapped@example.com' });
      const res = await me(await external({ email: 'MAPPED@example.com' }));
      expect(res.json().id).toBe(s.user.id);
    });

    it('refuses a token whose issuer says the email is not verified', async () => {
      for (const claims of [
        { email: 'unverified-ext@example.com', email_verified: false },
        { email: 'unverified-ext@example.com', email_verified: 'false' },
        { email: 'unverified-ext@example.com', user_metadata: { email_verified: false } },
      ]) {
        const res = await me(await external(claims));
        expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      }
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'unverified-ext@example.com').execute()).toEqual([]);
      expect((await me(await external({ email: 'verified-ext@example.com', email_verified: true }))).statusCode).toBe(200);
    });

    it('takes a password account nobody verified back from its password on the first external sign-in', async () => {
      const squatter = await t.signup({ email: 'ext-colleague@example.com', password: 'squatters-password' });
      const res = await me(await external({ email: 'ext-colleague@example.com', email_verified: true }));
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(squatter.user.id);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ext-colleague@example.com', password: 'squatters-password' } });
      expect(login.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: squatter.cookie } })).statusCode).toBe(401);
      const row = await t.db.selectFrom('users').select(['password_hash', 'email_verified']).where('id', '=', squatter.user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ password_hash: null, email_verified: true });
    });

    it('makes an ADMIN_EMAILS address admin only when the issuer says it verified the email', async () => {
      const silent = await me(await external({ email: 'admin@example.com' }));
      expect(silent.statusCode).toBe(200);
      expect(silent.json().isAdmin).toBe(false);
      const said = await me(await external({ email: 'ext-admin@example.com', email_verified: 'true' }));
      expect(said.statusCode).toBe(200);
      expect(said.json().isAdmin).toBe(true);
    });

    it('applies the domain rule to external emails', async () => {
      expect((await me(await external({ email: 'x@example.com.evil.com' }))).statusCode).toBe(401);
    });

    it('refuses its tokens with the wrong issuer or audience', async () => {
      expect((await me(await external({ email: 'a1@example.com' }, { iss: 'https://other.test' }))).statusCode).toBe(401);
      expect((await me(await external({ email: 'a2@example.com' }, { aud: 'other' }))).statusCode).toBe(401);
    });

    it('refuses a deactivated external user at once', async () => {
      const token = await external({ email: 'ext-off@example.com' });
      expect((await me(token)).statusCode).toBe(200);
      await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'ext-off@example.com').execute();
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ACCOUNT_INACTIVE');
    });
  });
});
