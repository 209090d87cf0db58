import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { pino } from 'pino';
import { REFRESH_COOKIE } from '@hotel/contracts';
import { createTestApp, refreshCookieFrom, type TestApp } from '../../../test/helpers.ts';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const CLIENT_SECRET = 'shh';
const ISSUER = 'https://accounts.google.com';

interface Grant {
  challenge: string;
  nonce: string;
  redirectUri: string;
  claims: Record<string, unknown>;
}

/** A small OIDC provider speaking Google's token endpoint and JWKS protocol on 127.0.0.1. */
async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const server: Server = createServer((req, res) => {
    if (req.url === '/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (req.url === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(raw);
          const grant = grants.get(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const ok =
            grant &&
            form.get('grant_type') === 'authorization_code' &&
            form.get('client_id') === CLIENT_ID &&
            form.get('client_secret') === CLIENT_SECRET &&
            form.get('redirect_uri') === grant.redirectUri &&
            createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
          if (!ok || !grant) {
            res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
            return;
          }
          grants.delete(form.get('code') ?? '');
          const idToken = await new SignJWT({ nonce: grant.nonce, ...grant.claims })
            .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
            .setIssuer(ISSUER)
            .setAudience(CLIENT_ID)
            .setSubject('google-sub-1')
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(privateKey);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'at', id_token: idToken, token_type: 'Bearer' }));
        })();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, grants };
}

describe('Google sign-in (OIDC code flow with PKCE)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  /** Everything the API logged, as an operator's log file would hold it. */
  const logLines: string[] = [];

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      deps: { logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) },
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, PUBLIC_URL: 'http://localhost:5173' },
      app: {
        googleEndpoints: {
          authorizationUrl: `${google.base}/auth`,
          tokenUrl: `${google.base}/token`,
          jwksUrl: `${google.base}/certs`,
          issuers: [ISSUER, 'accounts.google.com'],
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => google?.server.close(r));
  });

  /** Starts a sign-in and lets the fake provider "authorize" it with the given claims. */
  async function authorize(claims: Record<string, unknown>) {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    const oidcCookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith('hp_oidc='));
    expect(oidcCookie).toBeTruthy();
    const code = `code-${Math.random().toString(36).slice(2)}`;
    google.grants.set(code, {
      challenge: location.searchParams.get('code_challenge') ?? '',
      nonce: location.searchParams.get('nonce') ?? '',
      redirectUri: location.searchParams.get('redirect_uri') ?? '',
      claims,
    });
    return { location, cookie: oidcCookie!.split(';')[0]!, code, state: location.searchParams.get('state') ?? '' };
  }

  const callback = (query: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/google/callback?${query}`, headers: { cookie } });

  it('reports Google as enabled in the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().googleEnabled).toBe(true);
  });

  it('redirects to the provider with PKCE S256, state and nonce', async () => {
    const { location } = await authorize({});
    expect(location.origin + location.pathname).toBe(`${google.base}/auth`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toContain('openid');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:5173/api/auth/google/callback');
    expect(location.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(location.searchParams.get('nonce')?.length).toBeGreaterThan(20);
  });

  it('signs a new allowed user in: creates them, sets the refresh cookie and redirects home', async () => {
    const a = await authorize({ email: 'gina@example.com', email_verified: true, given_name: 'Gina', family_name: 'Google' });
    const res = await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const refresh = refreshCookieFrom(res.headers['set-cookie']);
    expect(refresh).toBeTruthy();
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${refresh}` } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: 'gina@example.com', firstName: 'Gina', lastName: 'Google' });
  });

  it('refuses an email outside the allowed domain with the domain code', async () => {
    const a = await authorize({ email: 'mallory@evil.com', email_verified: true });
    const res = await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    expect(res.statusCode).toBe(302);
    const loc = new URL(String(res.headers.location), 'http://x');
    expect(loc.pathname).toBe('/');
    expect(loc.search).toBe('?authError=domain');
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
  });

  it('refuses an unverified Google email', async () => {
    const a = await authorize({ email: 'unverified@example.com', email_verified: false });
    const res = await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    expect(String(res.headers.location)).toContain('authError=');
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const a = await authorize({ email: 'state@example.com', email_verified: true });
    const res = await callback(`code=${a.code}&state=forged`, a.cookie);
    expect(res.headers.location).toBe('/?authError=expired');
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
  });

  it('refuses a callback without the signed transaction cookie or with a tampered one', async () => {
    const a = await authorize({ email: 'nocookie@example.com', email_verified: true });
    const none = await t.app.inject({ method: 'GET', url: `/api/auth/google/callback?code=${a.code}&state=${a.state}` });
    expect(String(none.headers.location)).toContain('authError=');
    const [name, value] = a.cookie.split('=');
    const tampered = await callback(`code=${a.code}&state=${a.state}`, `${name}=${value!.slice(0, -3)}abc`);
    expect(String(tampered.headers.location)).toContain('authError=');
  });

  it('refuses when the ID token nonce belongs to another sign-in', async () => {
    const a = await authorize({ email: 'nonce@example.com', email_verified: true });
    google.grants.get(a.code)!.nonce = 'someone-elses-nonce';
    const res = await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    expect(String(res.headers.location)).toContain('authError=');
    expect(refreshCookieFrom(res.headers['set-cookie'])).toBeNull();
  });

  it('takes an account back from a password sign-up nobody verified: the password stops working, its sessions end', async () => {
    // Someone registers a colleague's address with a password before the colleague ever signs in.
    const squatter = await t.signup({ email: 'colleague@example.com', password: 'squatters-password' });
    const a = await authorize({ email: 'Colleague@example.com', email_verified: true, given_name: 'Col' });
    const res = await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const ownerRefresh = refreshCookieFrom(res.headers['set-cookie']);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'colleague@example.com', password: 'squatters-password' } });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
    const squatterRefresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: squatter.cookie } });
    expect(squatterRefresh.statusCode).toBe(401);

    // The verified owner keeps the account (same id) and a working session.
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${ownerRefresh}` } });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(squatter.user.id);
    const row = await t.db.selectFrom('users').select(['password_hash', 'email_verified']).where('id', '=', squatter.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, email_verified: true });
    const audit = await t.db.selectFrom('audit_logs').select(['action', 'details']).where('entity_id', '=', squatter.user.id).where('action', '=', 'updated').execute();
    expect(audit).toEqual([
      { action: 'updated', details: { field: 'password', value: 'cleared', reason: 'first verified sign-in', via: 'google', email: 'colleague@example.com', revokedSessions: 1 } },
    ]);

    // Once verified, a later Google sign-in does not end the sessions the owner already has.
    const again = await authorize({ email: 'colleague@example.com', email_verified: true });
    expect((await callback(`code=${again.code}&state=${again.state}`, again.cookie)).statusCode).toBe(302);
    const stillOwner = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${refreshCookieFrom(owner.headers['set-cookie'])}` } });
    expect(stillOwner.statusCode).toBe(200);
  });

  it('creates Google accounts as verified, so their sessions are never revoked by a later sign-in', async () => {
    const a = await authorize({ email: 'fresh-google@example.com', email_verified: true });
    await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    const row = await t.db.selectFrom('users').select(['password_hash', 'email_verified']).where('email', '=', 'fresh-google@example.com').executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, email_verified: true });
  });

  it('refuses a deactivated account', async () => {
    await t.signup({ email: 'gone@example.com' });
    await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'gone@example.com').execute();
    const a = await authorize({ email: 'gone@example.com', email_verified: true });
    const res = await callback(`code=${a.code}&state=${a.state}`, a.cookie);
    expect(res.headers.location).toBe('/?authError=inactive');
  });

  it('sends sign-in failures to the console as codes only, whatever the provider or the URL said', async () => {
    const unverified = await authorize({ email: 'unverified2@example.com', email_verified: false });
    expect((await callback(`code=${unverified.code}&state=${unverified.state}`, unverified.cookie)).headers.location).toBe('/?authError=unverified');
    const cancelled = await authorize({});
    const crafted = `error=access_denied&error_description=${encodeURIComponent('Call +1 555 0100 to unlock your account')}&state=${cancelled.state}`;
    expect((await callback(crafted, cancelled.cookie)).headers.location).toBe('/?authError=cancelled');
    const nonce = await authorize({ email: 'nonce2@example.com', email_verified: true });
    google.grants.get(nonce.code)!.nonce = 'someone-elses-nonce';
    expect((await callback(`code=${nonce.code}&state=${nonce.state}`, nonce.cookie)).headers.location).toBe('/?authError=failed');
  });

  it('never writes the callback code or state to the log, on success or failure', async () => {
    const ok = await authorize({ email: 'logged@example.com', email_verified: true });
    expect((await callback(`code=${ok.code}&state=${ok.state}`, ok.cookie)).headers.location).toBe('/');
    const bad = await authorize({ email: 'mallory2@evil.com', email_verified: true });
    expect((await callback(`code=${bad.code}&state=${bad.state}`, bad.cookie)).headers.location).toBe('/?authError=domain');
    const log = logLines.join('');
    // The requests were logged (so the test looks at real lines), with the secrets redacted.
    expect(log).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]');
    for (const secret of [ok.code, ok.state, bad.code, bad.state]) expect(log).not.toContain(secret);
  });
});
