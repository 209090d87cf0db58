import { describe, expect, it } from 'vitest';
import { parseHtml } from '../extract/document.ts';
import { hasDirections, languageFolder, languageFolders, translationOf, visibleText } from './translation.ts';

describe('hasDirections', () => {
  it.each([
    'Ichinokawa Station: about 30 min on foot',
    'Gare de Lyon Part-Dieu à 2 km',
    'Vom Hauptbahnhof 10 Minuten mit der Straßenbahn',
    'A 5 minuti a piedi dal Duomo',
    'Aeropuerto a 20 minutos',
    'Op 300 m van het station',
    '市ノ川駅から鳴鳳堂まで 徒歩約30分',
  ])('reads travel times and distances: %s', (text) => {
    expect(hasDirections(text)).toBe(true);
  });

  it.each([
    'Location Meihodo 〒869-2225 熊本県阿蘇市永草1943-28 Phone: 0967-24-5090',
    'Hotel du Lac, 12 rue des Alpes, 74000 Annecy. Tél. +33 4 50 00 00 00',
    'Kontakt: Seestraße 4, 4830 Hallstatt',
  ])('an address and a phone number are not directions: %s', (text) => {
    expect(hasDirections(text)).toBe(false);
  });

  it('reads the body text without scripts and styles', () => {
    const $ = parseHtml('<html><body><script>var t = "5 min";</script><style>.a{margin:3m}</style><p>Rue des Alpes 12</p></body></html>');
    expect(visibleText($)).toBe('Rue des Alpes 12');
  });
});

describe('language folders', () => {
  const links = (...paths: string[]) => paths.map((p) => ({ url: `https://h.example${p}` }));

  it('lists the language homepages the start page links to, in link order, without its own', () => {
    expect(languageFolders(links('/ja/index.html', '/index.html', '/zh-cn/index.html', '/rooms/', '/ja/', '/en/'), 'https://h.example', null)).toEqual(['ja', 'zh-cn', 'en']);
    expect(languageFolders(links('/fr/', '/de', '/de/zimmer/', '/it/index.php'), 'https://h.example', 'fr')).toEqual(['de', 'it']);
    expect(languageFolders([{ url: 'https://other.example/de/' }], 'https://h.example', null)).toEqual([]);
  });

  it('reads a folder prefix', () => {
    expect(languageFolder('/en-gb/rooms')).toBe('en-gb');
    expect(languageFolder('/de')).toBe('de');
    expect(languageFolder('/rooms/')).toBeNull();
  });
});

describe('translationOf', () => {
  const empty = parseHtml('<html><head></head><body></body></html>');

  it('moves the page into the first other language folder (home at the root, or in a folder)', () => {
    expect(translationOf('https://h.example/access.html', empty, ['ja', 'zh-cn'], null)).toBe('https://h.example/ja/access.html');
    expect(translationOf('https://h.example/fr/acces/', empty, ['de'], 'fr')).toBe('https://h.example/de/acces/');
    // already a translation, or no other language
    expect(translationOf('https://h.example/ja/access.html', empty, ['ja'], null)).toBeNull();
    expect(translationOf('https://h.example/anfahrt/', empty, [], null)).toBeNull();
  });

  it("prefers the page's own hreflang alternates, in the switcher's order, never its own language", () => {
    const $ = parseHtml(`<html lang="fr"><head>
      <link rel="alternate" hreflang="fr" href="/fr/acces/">
      <link rel="alternate" hreflang="x-default" href="/">
      <link rel="alternate" hreflang="en" href="/en/getting-here/">
      <link rel="alternate" hreflang="de-AT" href="/de/anreise/">
    </head><body></body></html>`);
    expect(translationOf('https://h.example/fr/acces/', $, ['de', 'en'], 'fr')).toBe('https://h.example/de/anreise/');
    expect(translationOf('https://h.example/fr/acces/', $, [], 'fr')).toBe('https://h.example/en/getting-here/');
  });
});
