import { describe, expect, it } from 'vitest';
import { parseHtml } from './document.ts';
import { logoName, siteBuilderLocations, type RawSnippet } from './structured-data.ts';
import { extractSnippets } from './index.ts';

const page = (body: string): string => `<html><head><title>Start</title></head><body>${body}</body></html>`;

describe('the logo as a name source', () => {
  it("reads the header logo's alt text (English, German)", () => {
    expect(logoName(parseHtml(page('<header><a href="/"><img src="/img/logo.png" alt="Harbour View Lodge"></a></header><h1>Rooms with a view</h1>')))).toBe('Harbour View Lodge');
    expect(logoName(parseHtml(page('<nav class="navbar"><div class="site-logo"><img src="kopf.svg" alt="Gästehaus am Mühlbach"></div></nav><h1>Ruhe im Grünen</h1>')))).toBe('Gästehaus am Mühlbach');
  });

  it("reads a logo that links home outside a header (Spanish), and falls back to the image's title", () => {
    expect(logoName(parseHtml(page('<div><a href="index.html"><img class="logo" src="a.png" title="Posada del Río"></a></div>')))).toBe('Posada del Río');
  });

  it("leaves a partner's logo further down the page: the first logo is outside the header and does not link home", () => {
    expect(logoName(parseHtml(page('<main><p>Nos encontrará en</p><a href="https://ratings.example/x"><img class="partner-logo" alt="Guía de Viajes"></a></main>')))).toBeNull();
  });

  it('says nothing when the logo only repeats the main heading or has no words; drops the word "logo"', () => {
    expect(logoName(parseHtml(page('<header><a href="/"><img class="logo" alt="Maison Lavande"></a></header><h1>Maison Lavande</h1>')))).toBeNull();
    expect(logoName(parseHtml(page('<header><a href="/"><img class="logo" alt="Logo"></a></header>')))).toBeNull();
    expect(logoName(parseHtml(page('<header><a href="/"><img class="logo" alt="Hostal Las Brisas logo"></a></header>')))).toBe('Hostal Las Brisas');
  });

  it('reads a logo written as text in the header, a space between its parts (English, Italian)', () => {
    expect(logoName(parseHtml(page('<header><a class="site-title" href="/">Willow Creek Cabins</a><nav><a href="/rooms">Rooms</a></nav></header><h1>Quiet nights by the creek</h1>')))).toBe('Willow Creek Cabins');
    expect(logoName(parseHtml(page('<div class="header-top"><div class="logo"><span>Podere</span><span>Le Querce</span></div></div><h1>Vacanze in campagna</h1>')))).toBe('Podere Le Querce');
  });

  it('takes no menu for a text logo', () => {
    expect(logoName(parseHtml(page('<nav><div class="brand-menu"><a href="/">Start</a><a href="/zimmer">Zimmer</a><a href="/kontakt">Kontakt</a></div></nav>')))).toBeNull();
  });
});

describe("a site builder's location settings", () => {
  const read = (script: string): string[] => {
    const out: RawSnippet[] = [];
    siteBuilderLocations(script, out);
    return out.map((o) => o.content);
  };

  it('reads the street, town line and country the owner typed, in English and in French', () => {
    // written for this test, in the shape Squarespace inlines its context
    const en = 'Static.SQUARESPACE_CONTEXT = {"siteTitle":"Harbour Inn","location":{"mapLat":50.1,"mapLng":-5.5,"addressTitle":"Harbour Inn","addressLine1":"4 Quay Street","addressLine2":"Padstow, Cornwall, PL28 8AA","addressCountry":"United Kingdom"},"timeZone":"Europe/London"};';
    expect(read(en)).toEqual(['4 Quay Street, Padstow, Cornwall, PL28 8AA, United Kingdom']);
    const fr = 'Static.SQUARESPACE_CONTEXT = { "location": { "addressTitle": "Auberge du Port", "addressLine1": "7, rue du Port", "addressLine2": "56340 Carnac", "addressCountry": "France" } };';
    expect(read(fr)).toEqual(['7, rue du Port, 56340 Carnac, France']);
  });

  it('writes a US state and its ZIP code together', () => {
    const us = '{"location":{"addressTitle":"Desert Inn","addressLine1":"412 Canyon Road","addressLine2":"Santa Fe, NM, 87501","addressCountry":"United States"}}';
    expect(read(us)).toEqual(['412 Canyon Road, Santa Fe, NM 87501, United States']);
  });

  it('reads no location without a street: the template leaves its own town there', () => {
    expect(read('{"location": { "addressTitle": "Punta Azul", "addressLine1": "", "addressLine2": "Punta Azul, Nayarit", "addressCountry": "Mexico" }}')).toEqual([]);
  });

  it('is read from an inline script of a page as a structured address, not from the page text', () => {
    const html = '<html><head><script>Static.SQUARESPACE_CONTEXT = {"location":{"addressLine1":"Via Roma 10","addressLine2":"53024 Montalcino SI","addressCountry":"Italia"}};</script></head><body><h1>Casa Sole</h1><p>Camere con vista.</p></body></html>';
    const snippets = extractSnippets({ sourceUrl: 'https://casasole.example/', pageUrl: 'https://casasole.example/', html });
    const address = snippets.filter((s) => s.type === 'address');
    expect(address.map((s) => [s.content, s.method])).toEqual([['Via Roma 10, 53024 Montalcino SI, Italia', 'json-ld']]);
  });
});
