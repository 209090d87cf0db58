import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, loadCorpus } from '../../test/fixtures/fixture-server.ts';
import { hotelPage } from '../../test/fixtures/edge-sites.ts';
import { decodeBody } from './charset.ts';
import { classifyPage } from './classify.ts';

describe('classifyPage', () => {
  it('classifies every real corpus page as OK', () => {
    const wrong: string[] = [];
    let count = 0;
    for (const site of loadCorpus()) {
      for (const p of site.pages) {
        const bytes = readFileSync(path.join(CORPUS_DIR, site.slug, p.file));
        const c = classifyPage(decodeBody(bytes, 'text/html'), `${site.baseUrl}${p.path}`);
        count++;
        if (c.kind !== 'ok') wrong.push(`${site.slug}/${p.file}: ${c.reason}`);
      }
    }
    expect(count).toBeGreaterThanOrEqual(60);
    expect(wrong).toEqual([]);
  });

  it('reads a page without <body> or <html> the way a spec parser would (no title or head text)', () => {
    const words = 'Rooms overlook the harbour and breakfast is served on the terrace every morning. '.repeat(4);
    const wrapped = classifyPage(`<!doctype html><html><head><title>Harbour View</title></head><body><p>${words}</p></body></html>`);
    expect(classifyPage(`<title>Harbour View</title><p>${words}</p>`)).toEqual(wrapped);
    expect(classifyPage(`<html><head><title>Harbour View</title></head><p>${words}</p></html>`)).toEqual(wrapped);
    expect(wrapped).toMatchObject({ kind: 'ok', textLength: words.trim().length });
  });

  it.each([
    ['Page not found', 'en'],
    ['404', 'bare 404'],
    ['Error 404 - Harbour View', 'error 404'],
    ['Seite nicht gefunden', 'de'],
    ['Page introuvable', 'fr'],
    ['Página no encontrada', 'es'],
    ['Pagina non trovata', 'it'],
  ])('detects a soft 404 titled %s (%s)', (title) => {
    expect(classifyPage(hotelPage(title, 'Sorry, this page does not exist any more. '.repeat(10))).reason).toBe('Page not found (soft 404)');
  });

  it('detects bot challenges', () => {
    expect(classifyPage('<html><head><title>Just a moment...</title></head><body>Checking your browser before accessing example.com</body></html>').kind).toBe('challenge');
    expect(classifyPage('<html><head><title>Attention Required! | Cloudflare</title></head><body><h1>Sorry, you have been blocked</h1></body></html>').kind).toBe('challenge');
    expect(classifyPage('<html><head><title>Access denied</title></head><body>You do not have access.</body></html>').kind).toBe('challenge');
    expect(classifyPage('<html><head><title>Hotel</title></head><body><form id="challenge-form" action="/?__cf_chl_tk=1"></form><script src="/cdn-cgi/challenge-platform/x.js"></script></body></html>').reason).toBe('Bot challenge page');
  });

  it('does not call a real page with a reCAPTCHA contact form a challenge', () => {
    const html = hotelPage('Contact us', `${'Write to us and we will answer within a day. '.repeat(12)}<div class="g-recaptcha" data-sitekey="x"></div>`);
    expect(classifyPage(html).kind).toBe('ok');
  });

  it('detects parked domains', () => {
    expect(classifyPage('<html><head><title>hotel.com</title></head><body><h1>This domain is for sale</h1><p>Inquire now.</p></body></html>').reason).toBe('Parked domain');
    expect(classifyPage('<html><body><p>This page is provided courtesy of GoDaddy. Domain parking.</p></body></html>').kind).toBe('parked');
  });

  it('detects JavaScript shells and empty pages', () => {
    expect(classifyPage('<html><head><script src="/app.js"></script></head><body><div id="root"></div></body></html>').reason).toBe('Page has no readable content (JavaScript shell)');
    expect(classifyPage('<html><body><div id="app"></div></body></html>').kind).toBe('js-shell');
    expect(classifyPage('<html><body></body></html>').reason).toBe('Page has no readable content');
  });

  it('accepts a normal hotel page, even one mentioning a 404 room number', () => {
    expect(classifyPage(hotelPage('Harbour View Hotel')).kind).toBe('ok');
    expect(classifyPage(hotelPage('Suite 404 with sea view')).kind).toBe('ok');
  });
});
