import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

describe('app shell', () => {
  let t: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'hp-web-'));

  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { PUBLIC_URL: 'https://profiler.example.com' }, app: { webDistDir: web } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves the web app for client-side routes (SPA fallback)', async () => {
    for (const url of ['/', '/hotels/H1', '/users']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an /api path with the web app', async () => {
    const s = await t.signup();
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: t.auth(s) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('allows cross-origin calls only from PUBLIC_URL', async () => {
    const ok = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://profiler.example.com', 'access-control-request-method': 'POST' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://profiler.example.com');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the console origin send PATCH and DELETE (preflight), not only GET, HEAD and POST', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/users/00000000-0000-4000-8000-000000000000/deactivate'],
      ['DELETE', '/api/hotels/H1'],
      ['POST', '/api/scrape'],
    ] as const) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://profiler.example.com', 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(res.statusCode, method).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://profiler.example.com');
      const allowed = String(res.headers['access-control-allow-methods']).split(',').map((m) => m.trim());
      expect(allowed).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']));
    }
  });

  it('answers a URL that does not decode with our error body and request id, not Fastify\'s', async () => {
    for (const url of ['/api/hotels/%E0%A4%A', '/api/hotels/%E0%A4%A/snippets', '/api/hotels/%ff']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-bad-url-1' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'The URL is malformed (invalid percent-encoding)' });
      expect(res.headers['x-request-id']).toBe('req-bad-url-1');
    }
  });

  it('labels Fastify\'s own refusals by what they are: unsupported media type 415, unknown route 404', async () => {
    const media = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<login/>' });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(Object.keys(media.json()).sort()).toEqual(['code', 'message']);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
  });

  it('allows the live channel of PUBLIC_URL in the content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' wss://profiler.example.com");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses a JSON body that tries prototype poisoning with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"secret1","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
