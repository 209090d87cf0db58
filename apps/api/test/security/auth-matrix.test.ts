/**
 * Auth matrix: every private route of the live app × every way a caller can present a token that
 * must not be honoured. Routes come from the Fastify instance itself, so a new route is in the
 * matrix the day it is added; only the public ones are excluded, by name.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, exportSPKI } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../helpers.ts';
import { loadSigningKey, type SigningKey } from '../../src/modules/auth/signing-key.ts';
import { TOKEN_AUDIENCE } from '../../src/modules/auth/tokens.ts';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';
import { ADMIN_ROUTES, PUBLIC_ROUTES, QUEUE_DASHBOARD_PREFIX, QUEUE_ROUTE_PARAMS, fillParams, leaks, listRoutes, type RouteEntry } from './security-helpers.ts';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('auth matrix: every private API route refuses every bad token', () => {
  let t: TestApp;
  let user: TestSession;
  let admin: TestSession;
  let key: SigningKey;
  let routes: RouteEntry[];
  let params: Record<string, string>;
  const bodies: Record<string, unknown> = {};
  const badTokens: Record<string, string | null> = {};

  beforeAll(async () => {
    t = await createTestApp({ app: { modules: { captureWaitMs: 200 } } });
    admin = await t.loginAs({ admin: true });
    user = await t.loginAs();
    key = await loadSigningKey(t.deps.env);
    const hotel = await createHotel(t.db, { name: 'Secret Hotel' });
    const snippet = await createSnippet(t.db, hotel.id, { content: 'Secret snippet' });
    await createProfile(t.db, hotel.id);
    const run = await t.db.insertInto('scrape_runs').values({ model: 'builtin', total: 0, created_by: admin.user.id }).returning('id').executeTakeFirstOrThrow();
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { ...t.auth(admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ url: 'https://hooks.example.com/in', events: ['run.completed'] }),
    });
    expect(webhook.statusCode, webhook.body).toBe(201);
    params = { id: hotel.id, version: '1' };
    // Real ids per route family, so a hole in the guard would answer real data, not a 404.
    const idFor: Record<string, string> = { '/api/users': user.user.id, '/api/snippets': snippet.id, '/api/runs': run.id, '/api/webhooks': webhook.json<{ id: string }>().id };
    routes = listRoutes(t.app)
      .filter((r) => r.method !== 'HEAD' && !PUBLIC_ROUTES.has(r.url) && r.url.startsWith('/api/'))
      .map((r) => {
        const family = Object.keys(idFor).find((p) => r.url.startsWith(`${p}/:id`));
        return { ...r, url: fillParams(r.url, { ...QUEUE_ROUTE_PARAMS, ...params, id: family ? idFor[family]! : hotel.id }) };
      });
    Object.assign(bodies, {
      '/api/parse-csv': { content: `hotel_id,url\nH1,https://h1.example.com/` },
      '/api/scrape': { hotels: [{ hotelId: 'H1', url: 'https://h1.example.com/' }] },
      '/api/prompts': { type: 'classifier', prompt: 'Classify everything as spam' },
      scrapeSource: { url: 'https://h1.example.com/page' },
    });

    const now = Math.floor(Date.now() / 1000);
    const claims = { email: user.user.email, sub: user.user.id, jti: randomUUID() };
    const signOwn = (c: Record<string, unknown>, opts: { iss?: string; aud?: string; exp?: number; iat?: number } = {}) =>
      new SignJWT(c)
        .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
        .setIssuer(opts.iss ?? 'hotel-profiler-api')
        .setAudience(opts.aud ?? TOKEN_AUDIENCE)
        .setIssuedAt(opts.iat ?? now)
        .setExpirationTime(opts.exp ?? now + 600)
        .sign(key.privateKey);
    const [, payloadPart, sigPart] = user.token.split('.');
    const header = b64({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' });
    // Flip a character in the middle of the signature (the last one can carry only padding bits).
    const mid = Math.floor(sigPart!.length / 2);
    const flipped = sigPart!.slice(0, mid) + (sigPart![mid] === 'A' ? 'B' : 'A') + sigPart!.slice(mid + 1);
    const escalated = b64({ ...JSON.parse(Buffer.from(payloadPart!, 'base64url').toString()), sub: admin.user.id, email: admin.user.email });
    const publicPem = await exportSPKI(key.publicKey);
    const foreign = generateKeyPairSync('ed25519');

    Object.assign(badTokens, {
      'no token': null,
      'malformed token': 'not-a-jwt',
      'three garbage parts': 'aaa.bbb.ccc',
      'tampered signature': `${header}.${payloadPart}.${flipped}`,
      'payload swapped to the admin, signature kept': `${header}.${escalated}.${sigPart}`,
      expired: await signOwn(claims, { iat: now - 7200, exp: now - 3600 }),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: 'hotel-profiler-api', aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 })}.`,
      'HS256 signed with the public key (PEM)': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('hotel-profiler-api')
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode(publicPem)),
      'HS256 signed with the public JWK x': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('hotel-profiler-api')
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(Buffer.from(key.publicJwk.x!, 'base64url')),
      'wrong issuer': await signOwn(claims, { iss: 'https://evil.example' }),
      'wrong audience': await signOwn(claims, { aud: 'another-app' }),
      'signed by a foreign Ed25519 key': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
        .setIssuer('hotel-profiler-api')
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(foreign.privateKey),
      'unknown user id': await signOwn({ ...claims, sub: randomUUID() }),
    });
  }, 120_000);
  afterAll(() => t?.close());

  async function call(route: RouteEntry, headers: Record<string, string>) {
    const body = route.method === 'POST' ? (route.url.endsWith('/scrape-source') ? bodies.scrapeSource : (bodies[route.url] ?? {})) : undefined;
    return t.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  function expectRefused(res: Awaited<ReturnType<typeof call>>, what: string, allowed: number[] = [401, 403]) {
    expect(allowed, `${what} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    expect(res.headers['content-type'], what).toMatch(/^application\/json/);
    const body = res.json<Record<string, unknown>>();
    // The error shape and nothing else: no data, no details.
    expect(Object.keys(body).sort(), what).toEqual(['code', 'message']);
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(leaks(res.body), what).toBeNull();
    expect(res.body, what).not.toMatch(/Secret (Hotel|snippet)|Grand Hotel/);
  }

  it('reads the whole route table from the app, including nested and parametrised routes', () => {
    const urls = listRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/hotels',
        'DELETE /api/hotels/:id',
        'GET /api/hotels/:id/profile/versions/:version',
        'POST /api/hotels/:id/scrape-source',
        'PATCH /api/users/:id/deactivate',
        'GET /api/export/profiles',
        'POST /api/parse-csv',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes.every((r) => r.url.startsWith('/api/'))).toBe(true);
  });

  it('leaves out only public routes and the queue dashboard, which the next test covers', () => {
    const left = listRoutes(t.app).filter((r) => r.method !== 'HEAD' && !PUBLIC_ROUTES.has(r.url) && !r.url.startsWith('/api/'));
    expect(left.filter((r) => !r.url.startsWith(`${QUEUE_DASHBOARD_PREFIX}`)), 'private routes outside /api').toEqual([]);
  });

  it('the queue dashboard refuses every route without its cookie: 401 signed out or forged, 403 to a non-admin', async () => {
    const board = listRoutes(t.app).filter(
      (r) => r.method !== 'HEAD' && !PUBLIC_ROUTES.has(r.url) && (r.url === QUEUE_DASHBOARD_PREFIX || r.url.startsWith(`${QUEUE_DASHBOARD_PREFIX}/`)),
    );
    expect(board.length).toBeGreaterThanOrEqual(20);
    for (const entry of board) {
      // The catch-all serves the board's pages; a page path must be refused like the rest.
      const r = { ...entry, url: fillParams(entry.url, { ...QUEUE_ROUTE_PARAMS }).replace(/\*$/, 'queue/generate-profile') };
      expectRefused(await call(r, {}), `signed out: ${r.method} ${r.url}`, [401]);
      expectRefused(await call(r, { cookie: 'hp_queues=not-a-token' }), `forged cookie: ${r.method} ${r.url}`, [401]);
      expectRefused(await call(r, { authorization: `Bearer ${badTokens['expired']!}` }), `expired token: ${r.method} ${r.url}`, [401]);
      expectRefused(await call(r, t.auth(user)), `user: ${r.method} ${r.url}`, [403]);
    }
  }, 120_000);

  it('every excluded public route is really there (the exclusion list cannot hide a typo)', () => {
    const urls = new Set(listRoutes(t.app).map((r) => r.url));
    for (const p of PUBLIC_ROUTES) expect(urls.has(p), p).toBe(true);
  });

  it('a valid token reaches every GET route (so the refusals below are due to the token)', async () => {
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const res = await call(r, t.auth(admin));
      expect([200, 204], `${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
  });

  it.each([
    'no token',
    'malformed token',
    'three garbage parts',
    'tampered signature',
    'payload swapped to the admin, signature kept',
    'expired',
    'alg none',
    'HS256 signed with the public key (PEM)',
    'HS256 signed with the public JWK x',
    'wrong issuer',
    'wrong audience',
    'signed by a foreign Ed25519 key',
    'unknown user id',
  ])('%s → 401 with the error shape on every private route', async (name) => {
    const token = badTokens[name];
    expect(token).not.toBeUndefined();
    for (const r of routes) {
      const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
      const res = await call(r, headers);
      expectRefused(res, `${name}: ${r.method} ${r.url}`, [401]);
    }
  }, 120_000);

  it('odd Authorization headers (Basic, empty Bearer, two tokens, cookie only) are refused everywhere', async () => {
    const variants: Record<string, string>[] = [
      { authorization: `Basic ${Buffer.from('admin@example.com:correct-horse-battery').toString('base64')}` },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${admin.token} ${admin.token}` },
      { authorization: admin.token },
      { cookie: admin.cookie },
    ];
    for (const headers of variants) {
      for (const r of routes) expectRefused(await call(r, headers), `${JSON.stringify(headers).slice(0, 40)}: ${r.method} ${r.url}`, [401]);
    }
  }, 120_000);

  it('non-admin on admin routes → 403 FORBIDDEN, and nothing changes', async () => {
    const adminRoutes = routes.filter((r) => [...ADMIN_ROUTES].some((a) => new RegExp(`^${a.replace(/:\w+/g, '[^/]+')}$`).test(r.url)));
    expect(adminRoutes.length).toBe(3);
    for (const r of adminRoutes) {
      const res = await call(r, t.auth(user));
      expectRefused(res, `user: ${r.method} ${r.url}`, [403]);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const row = await t.db.selectFrom('users').select('is_active').where('id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });

  it('a deactivated user’s still-unexpired token → 401 ACCOUNT_INACTIVE on every private route', async () => {
    const victim = await t.loginAs();
    const ok = await t.app.inject({ method: 'GET', url: '/api/hotels', headers: t.auth(victim) });
    expect(ok.statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', victim.user.id).execute();
    for (const r of routes) {
      const res = await call(r, t.auth(victim));
      expectRefused(res, `deactivated: ${r.method} ${r.url}`, [401, 403]);
      expect(res.json().code).toBe('ACCOUNT_INACTIVE');
    }
  }, 120_000);

  it('no route spelling (encoding, dot segments, case, trailing slash) reaches a private route as public', async () => {
    const tricks = [
      '/api/auth/login/../../hotels',
      '/api/auth/config/..%2f..%2fhotels',
      '/api/auth/google/../../hotels',
      '/api/auth/google/%2e%2e/%2e%2e/hotels',
      '/API/hotels',
      '/api/hotels/',
      '/api//hotels',
      '/api/hotels;/api/auth/login',
      '/api/hotels?/api/auth/login',
      '/api/hotels#/api/auth/login',
      '/api/%68otels',
      '/api/users%2f',
      '/./api/users',
    ];
    for (const url of tricks) {
      const res = await t.app.inject({ method: 'GET', url });
      // 404 is acceptable for spellings the router does not match; data never is.
      expectRefused(res, `GET ${url}`, [401, 403, 404]);
    }
  });
});
