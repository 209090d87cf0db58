import { describe, expect, it } from 'vitest';
import { parseHtml } from './document.ts';
import { logoName } from './structured-data.ts';

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
