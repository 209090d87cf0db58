import { describe, expect, it } from 'vitest';
import { extractLinks } from '../crawl/crawl-site.ts';
import { classifyPage } from '../fetch/classify.ts';
import { parseHtml } from './document.ts';
import { extractSnippets } from './index.ts';
import { expandShell, inlineStates, isReadableString } from './inline-state.ts';

const nextShell = (pageProps: object, body = '<div id="__next"></div>') =>
  `<!DOCTYPE html><html lang="de"><head><title>Hotel Linde</title><script src="/_next/static/chunks/main-0ecb9ccf.js" defer></script></head><body>${body}<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps }, page: '/', query: {}, buildId: 'b1', isFallback: false })}</script></body></html>`;

const lindeProps = {
  hotel: { id: 'h-81', name: 'Hotel Linde', description: 'Unser Haus liegt ruhig am Rand der Altstadt, fünf Minuten vom Bahnhof. Seit drei Generationen führt die Familie Amrein das Hotel mit 24 Zimmern, einem kleinen Garten und einer Bibliothek für Regentage.', address: { street: 'Lindenweg 3', postalCode: '6004', city: 'Luzern', country: 'Schweiz' } },
  amenities: ['Kostenloses WLAN', 'Sauna', 'Parkplatz'],
  navigation: [{ label: 'Zimmer', href: '/zimmer' }, { label: 'Anreise', href: '/anreise' }],
  theme: { primary: '#0a3d62', font: 'Inter' },
  hero: { image: { src: '/img/hero.jpg', alt: 'Fassade' }, className: 'hero--large', style: 'color: red; margin: 0' },
};

function snippetTexts(html: string): { type: string; content: string; section: string | null }[] {
  return extractSnippets({ sourceUrl: 'https://linde.example/', pageUrl: 'https://linde.example/', html }).map((s) => ({ type: s.type, content: s.content, section: s.section }));
}

describe('expandShell', () => {
  it('reads a Next.js shell from __NEXT_DATA__: names, descriptions, lists and the address, in the site language', () => {
    const snippets = snippetTexts(nextShell(lindeProps));
    const all = snippets.map((s) => s.content).join('\n');
    expect(all).toContain('Unser Haus liegt ruhig am Rand der Altstadt');
    expect(snippets.find((s) => s.type === 'amenities')?.content.split('\n')).toEqual(['Kostenloses WLAN', 'Sauna', 'Parkplatz']);
    expect(snippets.find((s) => s.type === 'address')?.content).toBe('Lindenweg 3, 6004 Luzern, Schweiz');
    // ids, image paths, CSS, theme values and framework fields are data, not text
    for (const junk of ['h-81', '/img/hero.jpg', 'hero--large', 'margin', '#0a3d62', 'Inter', 'buildId', 'b1']) expect(all).not.toContain(junk);
  });

  it('gives the crawler the navigation links that exist only in the state', () => {
    const html = nextShell(lindeProps);
    const links = extractLinks(html, 'https://linde.example/').map((l) => `${l.url} ${l.text}`);
    expect(links).toEqual(expect.arrayContaining(['https://linde.example/zimmer Zimmer', 'https://linde.example/anreise Anreise']));
  });

  it('makes a shell whose state holds the page readable, and leaves a shell without state a JavaScript shell', () => {
    expect(classifyPage(nextShell(lindeProps)).kind).toBe('ok');
    expect(classifyPage('<html><head><script src="/app.js"></script></head><body><div id="root"></div></body></html>').kind).toBe('js-shell');
    // state that is only configuration does not make a page
    expect(classifyPage(nextShell({ locale: 'de', theme: { primary: '#fff' }, buildHash: 'a81f9c' })).kind).toBe('js-shell');
  });

  it('revives a Nuxt 3 __NUXT_DATA__ payload (devalue: values by index)', () => {
    const payload = [['ShallowReactive', 1], { data: 2, state: 8 }, ['ShallowReactive', 3], { page: 4 }, { title: 5, services: 6 }, 'Nos services', [7, 9], 'Wi-Fi gratuit', {}, 'Hammam'];
    const html = `<html><head><title>Hôtel du Lac</title></head><body><div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="false">${JSON.stringify(payload)}</script></body></html>`;
    expect(inlineStates(parseHtml(html))[0]?.source).toBe('__NUXT_DATA__');
    const amenities = snippetTexts(html).find((s) => s.type === 'amenities');
    expect(amenities).toEqual({ type: 'amenities', content: 'Wi-Fi gratuit\nHammam', section: 'Nos services' });
  });

  it('reads a Nuxt 2 window.__NUXT__ function payload without running it (Portuguese)', () => {
    const html = `<html><head><title>Pousada do Largo</title></head><body><div id="__nuxt"></div><script>window.__NUXT__=(function(a,b,c){return {layout:"default",data:[{hotel:{name:"Pousada do Largo",intro:"Casa de hóspedes com 9 quartos no centro histórico de Óbidos, junto às muralhas, com pátio e biblioteca.",services:[a,b,"Pequeno-almoço incluído"],open:!0,note:void 0}}],error:null,serverRendered:true,config:{app:{basePath:"\\u002F"}}}}("Wi-Fi grátis","Estacionamento privado",1));</script></body></html>`;
    const snippets = snippetTexts(html);
    expect(snippets.map((s) => s.content)).toContain('Casa de hóspedes com 9 quartos no centro histórico de Óbidos, junto às muralhas, com pátio e biblioteca.');
    expect(snippets.find((s) => s.type === 'amenities')?.content).toBe('Wi-Fi grátis\nEstacionamento privado\nPequeno-almoço incluído');
  });

  it('reads state assigned to a global, as an object literal or through JSON.parse, and never runs it', () => {
    const literal = `<html><body><div id="app"></div><script>window.__INITIAL_STATE__ = {"hotel":{"name":"Albergo Sole","description":"Nel centro storico di Lucca, a due passi dalle mura."}};console.log("x")</script></body></html>`;
    expect(snippetTexts(literal).map((s) => s.content)).toContain('Nel centro storico di Lucca, a due passi dalle mura.');
    const parsed = `<html><body><div id="app"></div><script>window.__PRELOADED_STATE__ = JSON.parse("{\\"intro\\":{\\"title\\":\\"Casa Azul\\",\\"text\\":\\"Pousada familiar junto à praia da Luz, com piscina e jardim.\\"}}")</script></body></html>`;
    expect(snippetTexts(parsed).map((s) => s.content).join('\n')).toContain('Pousada familiar junto à praia da Luz, com piscina e jardim.');
  });

  it('reads an Apollo cache and a Remix context (normalised ids and typenames are data)', () => {
    const html = `<html><body><div id="root"></div><script>window.__APOLLO_STATE__={"ROOT_QUERY":{"__typename":"Query","hotel":{"__ref":"Hotel:42"}},"Hotel:42":{"__typename":"Hotel","id":"42","name":"Hotel Stern","description":"Ein kleines Hotel am Marktplatz von Rothenburg ob der Tauber mit 20 Zimmern und Weinstube.","facilities":["Weinstube","Fahrradkeller","Parkplatz"]}};window.__remixContext = {"state":{"loaderData":{"routes/index":{"intro":"Willkommen im Stern, seit 1890 in Familienhand."}}}};</script></body></html>`;
    const snippets = snippetTexts(html);
    const all = snippets.map((s) => s.content).join('\n');
    expect(all).toContain('Ein kleines Hotel am Marktplatz von Rothenburg ob der Tauber');
    expect(all).toContain('Willkommen im Stern, seit 1890 in Familienhand.');
    expect(snippets).toContainEqual({ type: 'amenities', section: 'Facilities', content: 'Weinstube\nFahrradkeller\nParkplatz' });
    expect(all).not.toMatch(/Hotel:42|__ref|Query|Root/);
  });

  it('leaves a page with its own content as it is: its state repeats what it shows', () => {
    const prose = 'Das Hotel liegt am Stadtpark. '.repeat(80);
    const $ = parseHtml(nextShell({ hotel: { name: 'Hotel Linde', note: 'Nur im Zustand, nicht auf der Seite zu lesen.' } }, `<main><h1>Hotel Linde</h1><p>${prose}</p></main>`));
    expect(expandShell($)).toBe(false);
    expect($('[data-inline-state]').length).toBe(0);
  });

  it('reads a <noscript> fallback with content on a shell, but not a "please enable JavaScript" line', () => {
    const html = `<html><body><div id="root"></div><noscript><h2>Ausstattung</h2><ul><li>Sauna</li><li>Fahrradverleih</li><li>Frühstücksbuffet</li></ul></noscript><noscript>Bitte aktivieren Sie JavaScript.</noscript><script src="/app.js"></script></body></html>`;
    const snippets = snippetTexts(html);
    expect(snippets.find((s) => s.section === 'Ausstattung')?.content).toBe('Sauna\nFahrradverleih\nFrühstücksbuffet');
    expect(snippets.map((s) => s.content).join('\n')).not.toContain('JavaScript');
  });

  it('is idempotent on a shared tree', () => {
    const $ = parseHtml(nextShell(lindeProps));
    expect(expandShell($)).toBe(true);
    expect(expandShell($)).toBe(false);
    expect($('[data-inline-state]').length).toBe(1);
  });
});

describe('isReadableString', () => {
  it.each([
    ['Kostenloses WLAN', true],
    ['Sauna', true],
    ['Piscine chauffée', true],
    ['pool', false],
    ['room_type', false],
    ['heroBanner', false],
    ['https://example.com/x', false],
    ['/zimmer/doppel', false],
    ['hero-1920.webp', false],
    ['2026-11-25T10:00:00Z', false],
    ['hsl(55, 0%, 100%)', false],
    ['.btn { color: red }', false],
  ])('%s -> %s', (s, expected) => {
    expect(isReadableString(s)).toBe(expected);
  });
});
