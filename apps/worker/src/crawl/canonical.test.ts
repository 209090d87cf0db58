import { describe, expect, it } from 'vitest';
import { canonicalizeUrl, dedupeKey, sameSite } from '../fetch/canonical.ts';
import { scoreCandidate, selectCandidates } from './score.ts';
import { parseSitemap } from './sitemap.ts';

describe('canonicalizeUrl', () => {
  it('lowercases the host, drops fragment, default port and tracking parameters, sorts the query', () => {
    expect(canonicalizeUrl('HTTPS://WWW.Hotel.COM:443/Rooms/?utm_source=x&b=2&gclid=1&a=1&fbclid=z&mc_cid=3&_ga=1&ref=home#top')).toBe(
      'https://www.hotel.com/Rooms/?a=1&b=2',
    );
    expect(canonicalizeUrl('http://hotel.com:80')).toBe('http://hotel.com/');
    expect(canonicalizeUrl('http://hotel.com:8080/a')).toBe('http://hotel.com:8080/a');
  });

  it('collapses repeated trailing slashes and resolves relative URLs', () => {
    expect(canonicalizeUrl('https://hotel.com/rooms//')).toBe('https://hotel.com/rooms/');
    expect(canonicalizeUrl('../contact/', 'https://hotel.com/amenities/')).toBe('https://hotel.com/contact/');
  });

  it('dedupes trailing slash and index files', () => {
    expect(dedupeKey('https://hotel.com/rooms/')).toBe(dedupeKey('https://hotel.com/rooms'));
    expect(dedupeKey('https://hotel.com/rooms/index.html')).toBe(dedupeKey('https://hotel.com/rooms'));
    expect(dedupeKey('https://hotel.com/')).toBe('https://hotel.com/');
  });
});

describe('sameSite', () => {
  it('treats www, apex and other subdomains of the registrable domain as one site', () => {
    expect(sameSite('https://www.hotel.co.uk/', 'http://hotel.co.uk/rooms')).toBe(true);
    expect(sameSite('https://www.hotel.com/', 'https://booking.hotel.com/')).toBe(true);
    expect(sameSite('https://www.hotel.com/', 'https://www.other.com/')).toBe(false);
    // Hosting platforms' public suffixes: two customers of one platform are different sites.
    expect(sameSite('https://hotel-a.github.io/', 'https://hotel-b.github.io/')).toBe(false);
    expect(sameSite('https://hotel-a.wixsite.com/home', 'https://hotel-a.wixsite.com/rooms')).toBe(true);
  });

  it('compares IP hosts with their port (each fixture site is its own port)', () => {
    expect(sameSite('http://127.0.0.1:4510/', 'http://127.0.0.1:4510/rooms')).toBe(true);
    expect(sameSite('http://127.0.0.1:4510/', 'http://127.0.0.1:4511/')).toBe(false);
  });
});

describe('scoring', () => {
  const score = (url: string, text = '', lang: string | null = null) => scoreCandidate({ url, text }, lang).score;

  it.each([
    ['https://h.com/amenities/', 'Amenities'],
    ['https://h.com/equipements', 'Équipements'],
    ['https://h.com/ausstattung', 'Ausstattung'],
    ['https://h.com/servizi', 'Servizi'],
    ['https://h.com/instalaciones', 'Instalaciones'],
    ['https://h.com/chambres.html', 'Chambres'],
    ['https://h.com/zimmer', 'Zimmer'],
    ['https://h.com/camere/', 'Camere'],
    ['https://h.com/habitaciones', 'Habitaciones'],
    ['https://h.com/ristorante', 'Ristorante'],
    ['https://h.com/come-arrivare.html', 'Come arrivare'],
    ['https://h.com/anfahrt', 'Anfahrt'],
    ['https://h.com/como-llegar', 'Cómo llegar'],
    ['https://h.com/tagungen', 'Tagungen'],
    ['https://h.com/contatti', 'Contatti'],
    ['https://h.com/kontakt', 'Kontakt'],
    ['https://h.com/faq', 'FAQ'],
    ['https://h.com/chi-siamo', 'Chi siamo'],
    ['https://h.com/uber-uns', 'Über uns'],
    // Portuguese and Dutch
    ['https://h.com/quartos', 'Quartos'],
    ['https://h.com/kamers/', 'Kamers'],
    ['https://h.com/comodidades', 'Comodidades'],
    ['https://h.com/faciliteiten', 'Faciliteiten'],
    ['https://h.com/como-chegar', 'Como chegar'],
    ['https://h.com/bereikbaarheid', 'Bereikbaarheid'],
    ['https://h.com/contato', 'Fale conosco'],
    ['https://h.com/over-ons', 'Over ons'],
    ['https://h.com/sobre-nos', 'Sobre nós'],
  ])('scores %s as a profile page', (url, text) => {
    expect(score(url, text)).toBeGreaterThan(5);
  });

  it('ranks hotel sections above booking engines, blog posts, legal pages and files', () => {
    const rooms = score('https://h.com/rooms/', 'Rooms');
    expect(score('https://h.com/booking?arrive=1', 'Book now')).toBeLessThan(0);
    expect(score('https://h.com/blog/2021/05/summer-news', 'Summer news')).toBeLessThan(rooms);
    expect(score('https://h.com/privacy-policy', 'Privacy')).toBeLessThan(0);
    expect(score('https://h.com/brochure.pdf', 'Rooms brochure')).toBeLessThan(-10);
    expect(score('https://h.com/fr/chambres', 'Chambres', 'en')).toBeLessThan(score('https://h.com/en/rooms', 'Rooms', 'en'));
  });

  it.each([
    // [url, anchor text, category]: section names beyond the obvious ones, in two languages each
    ['https://h.com/the-property/', 'The Property', 'amenities'],
    ['https://h.com/haus/', 'Unser Haus', 'amenities'],
    ['https://h.com/explore/', 'Explore the Area', 'surroundings'],
    ['https://h.com/umgebung/', 'Umgebung', 'surroundings'],
    ['https://h.com/anreise', 'Anreise', 'location'],
    ['https://h.com/ligging', 'Ligging & route', 'location'],
    ['https://h.com/escursioni.html', 'Escursioni', 'surroundings'],
    ['https://h.com/actividades/', 'Actividades y excursiones', 'surroundings'],
    ['https://h.com/cabins/', 'Cabins', 'rooms'],
    ['https://h.com/hebergements', 'Hébergements', 'rooms'],
    ['https://h.com/ontbijt', 'Ontbijt', 'dining'],
    ['https://h.com/pequeno-almoco', 'Pequeno-almoço', 'dining'],
  ])('reads %s (%s) as a %s page', (url, text, category) => {
    const scored = scoreCandidate({ url, text }, null);
    expect(scored.category).toBe(category);
    expect(scored.score).toBeGreaterThan(5);
  });

  it.each([
    // [url, anchor text, category]: the path says nothing the crawler's own words know; the link
    // text, read with the extractor's heading vocabulary, names the section
    ['https://h.com/okolica.htm', 'Okolica in dostop', 'surroundings'],
    ['https://h.com/obiective-turistice/', 'Obiective turistice', 'surroundings'],
    ['https://h.com/dojazd.html', 'Dojazd i okolica', 'surroundings'],
    ['https://h.com/poloha-a-doprava/', 'Poloha a doprava', 'location'],
    ['https://h.com/kapcsolat.html', 'Kapcsolat / Megközelítés', 'location'],
    ['https://h.com/hitta-hit/', 'Hitta hit', 'location'],
    ['https://h.com/sluzby/', 'Služby hotelu', 'amenities'],
    ['https://h.com/szolgaltatasok.html', 'Szolgáltatások', 'amenities'],
    ['https://h.com/toad/', 'Toad ja hinnad', 'rooms'],
    ['https://h.com/vaerelser/', 'Værelser', 'rooms'],
  ])('reads %s (%s) by its heading words as a %s page', (url, text, category) => {
    const scored = scoreCandidate({ url, text }, null);
    expect(scored.category).toBe(category);
    expect(scored.score).toBeGreaterThan(5);
  });

  it("keeps the crawler's own category where it has one, and the heading words only fill the gap", () => {
    // "Kontakt a poloha" is a contact page by the crawler's words, whatever else the text says
    expect(scoreCandidate({ url: 'https://h.com/kontakt/', text: 'Kontakt a poloha' }, null).category).toBe('contact');
    // a link text too long for a heading (a card, merged anchors) is not read as one
    const card = `Obiective turistice ${'și multe alte locuri de vizitat în oraș '.repeat(3)}`;
    expect(scoreCandidate({ url: 'https://h.com/p/', text: card }, null).category).toBeNull();
  });

  it('ranks jobs, vouchers, newsletters and privacy pages down by their link text, in Swedish, Polish, Portuguese and French', () => {
    for (const [url, text] of [
      ['https://h.com/integritetspolicy/', 'Integritetspolicy'],
      ['https://h.com/polityka.html', 'Polityka prywatności'],
      ['https://h.com/trabalhe-conosco', 'Trabalhe conosco'],
      ['https://h.com/recrutement', 'Recrutement'],
      ['https://h.com/cartes-cadeaux', 'Cartes cadeaux'],
      ['https://h.com/kariera/', 'Kariéra – hledáme recepční'],
      ['https://h.com/newsletter', 'Newsletter'],
    ]) expect(score(url!, text), url).toBeLessThanOrEqual(-10);
  });

  it.each([
    // [url, anchor text]: footers of Central European, Iberian, Baltic and Nordic sites, whose
    // words neither the crawler nor the heading vocabulary knew (they ranked beside the rooms)
    ['https://h.com/ochrana-osobnich-udaju/', 'Ochrana osobních údajů (GDPR)'],
    ['https://h.com/ochrana-osobnych-udajov.html', 'Ochrana osobných údajov'],
    ['https://h.com/obchodni-podminky/', 'Obchodní podmínky'],
    ['https://h.com/obchodne-podmienky.html', 'Obchodné podmienky'],
    ['https://h.com/politica-de-confidentialitate/', 'Politica de confidențialitate'],
    ['https://h.com/termeni-si-conditii/', 'Termeni și condiții'],
    ['https://h.com/politica-de-privacitat/', 'Política de privacitat'],
    ['https://h.com/politica-de-galetes/', 'Política de galetes'],
    ['https://h.com/terminos/', 'Términos y condiciones'],
    ['https://h.com/impresszum.html', 'Impresszum'],
    ['https://h.com/handelsbetingelser/', 'Handelsbetingelser'],
    ['https://h.com/livro-de-reclamacoes', 'Livro de reclamações'],
    ['https://h.com/kariera.html', 'Pracovné ponuky'],
    ['https://h.com/cariere/', 'Cariere'],
    ['https://h.com/recrutement', 'Nous recrutons'],
    ['https://h.com/too/', 'Tööpakkumised'],
    ['https://h.com/darkove-poukazy/', 'Dárkové poukazy'],
    ['https://h.com/tarjetas-de-regalo/', 'Tarjetas de regalo'],
    ['https://h.com/xecs-regal/', 'Xecs regal'],
    ['https://h.com/kinkekaart/', 'Kinkekaart'],
    ['https://h.com/vale-presente', 'Vale-presente'],
    ['https://h.com/vales-oferta', 'Comprar vale-oferta'],
    ['https://h.com/presse', 'Presse'],
  ])('ranks %s (%s) out of the crawl: legal, job, voucher and press pages', (url, text) => {
    expect(score(url, text)).toBeLessThanOrEqual(-10);
    // by its link text alone, where the path says nothing
    expect(score('https://h.com/p/', text)).toBeLessThanOrEqual(-10);
  });

  it('reads Czech and Polish room pages as rooms, and "spokojenost" (satisfaction) as none', () => {
    for (const [url, text] of [
      ['https://h.com/pokoje/', 'Pokoje a ceny'],
      ['https://h.com/pokoje.html', 'Pokoje'],
      ['https://h.com/ubytovani-sumava/', 'Ubytování Šumava'],
      ['https://h.com/noclegi/', 'Noclegi'],
    ]) expect(scoreCandidate({ url: url!, text: text! }, null).category, url).toBe('rooms');
    expect(scoreCandidate({ url: 'https://h.com/spokojenost-hostu/', text: 'Spokojenost hostů' }, null).category).toBeNull();
  });

  it('reads Czech, Polish and Romanian booking and restaurant pages', () => {
    for (const [url, text] of [
      ['https://h.com/rezervace/', 'Rezervace'],
      ['https://h.com/rezerwacja.html', 'Rezerwacja online'],
      ['https://h.com/p/', 'Rezervă acum'],
    ]) expect(score(url!, text), url).toBeLessThan(0);
    expect(scoreCandidate({ url: 'https://h.com/restaurace/', text: 'Restaurace' }, null).category).toBe('dining');
    expect(scoreCandidate({ url: 'https://h.com/restauracja.html', text: 'Restauracja' }, null).category).toBe('dining');
  });

  it('reads "entorno" (Spanish, Catalan "entorn") as the surroundings and "situación" as the location', () => {
    expect(scoreCandidate({ url: 'https://h.com/entorno.html', text: 'Entorno' }, null).category).toBe('surroundings');
    expect(scoreCandidate({ url: 'https://h.com/entorn/', text: "L'entorn" }, null).category).toBe('surroundings');
    expect(scoreCandidate({ url: 'https://h.com/situacion.html', text: 'Situación' }, null).category).toBe('location');
  });

  it('reads "eat" in a path only as a word: a weather page is no dining page', () => {
    expect(scoreCandidate({ url: 'https://h.com/weather', text: 'Weather' }, null).category).toBeNull();
    expect(scoreCandidate({ url: 'https://h.com/eat-drink/', text: 'Eat & Drink' }, null).category).toBe('dining');
    expect(scoreCandidate({ url: 'https://h.com/where-to-eat/', text: '' }, null).category).toBe('dining');
  });

  it('matches anchor text and paths without their accents or with _ for -', () => {
    // text alone (path says nothing): accented and unaccented spellings score alike
    expect(score('https://h.com/p1', 'Accès')).toBe(score('https://h.com/p1', 'Acces'));
    expect(score('https://h.com/p2', 'Über uns')).toBeGreaterThan(5);
    expect(score('https://h.com/p3', 'Localização')).toBeGreaterThan(5);
    expect(score('https://h.com/come_arrivare.html')).toBe(score('https://h.com/come-arrivare.html'));
    expect(score('https://h.com/s%C3%A9jour/acc%C3%A8s')).toBeGreaterThan(5);
  });

  it('ranks legal and booking pages down in German, French, Dutch and Portuguese', () => {
    for (const [url, text] of [
      ['https://h.com/agb/', 'AGB'],
      ['https://h.com/cgv', 'CGV'],
      ['https://h.com/algemene-voorwaarden', 'Algemene voorwaarden'],
      ['https://h.com/termos-e-condicoes', 'Termos e condições'],
      ['https://h.com/privacidade', 'Privacidade'],
      ['https://h.com/boeken', 'Nu boeken'],
    ]) expect(score(url!, text), url).toBeLessThan(0);
  });

  it('fetches one page of each category before a second of any', () => {
    for (const [rooms, other] of [
      ['https://h.com/zimmer/', 'https://h.com/zimmer/doppelzimmer/'],
      ['https://h.com/quartos/', 'https://h.com/quartos/duplo/'],
    ]) {
      const cands = [
        scoreCandidate({ url: rooms!, text: 'Zimmer Quartos' }, null),
        scoreCandidate({ url: other!, text: 'Doppelzimmer Quarto duplo' }, null),
        scoreCandidate({ url: 'https://h.com/contact', text: '' }, null),
        scoreCandidate({ url: 'https://h.com/faq', text: '' }, null),
        scoreCandidate({ url: 'https://h.com/x', text: 'Something' }, null),
      ];
      const picked = selectCandidates(cands, 3).map((c) => c.url);
      expect(picked).toEqual([rooms, 'https://h.com/contact', 'https://h.com/faq']);
      // links of no category wait for the second round, behind a second room page
      expect(selectCandidates(cands, 5).map((c) => c.url).slice(3)).toEqual([other, 'https://h.com/x']);
    }
  });

  it('selects a mix of categories before a third page of one kind', () => {
    const cands = [
      ['https://h.com/rooms/a', 'Rooms'],
      ['https://h.com/rooms/b', 'Rooms'],
      ['https://h.com/rooms/c', 'Rooms'],
      ['https://h.com/suites/d', 'Suites'],
      ['https://h.com/contact', ''],
      ['https://h.com/location', ''],
    ].map(([url, text]) => scoreCandidate({ url: url!, text: text! }, null));
    const picked = selectCandidates(cands, 4).map((c) => c.url);
    expect(picked).toContain('https://h.com/contact');
    expect(picked).toContain('https://h.com/location');
  });
});

describe('parseSitemap', () => {
  it('reads <loc> entries and recognises an index', () => {
    expect(parseSitemap('<urlset><url><loc>https://h.com/a?x=1&amp;y=2</loc></url><url><loc> /b </loc></url></urlset>', 'https://h.com/sitemap.xml')).toEqual({
      index: false,
      urls: ['https://h.com/a?x=1&y=2', 'https://h.com/b'],
    });
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://h.com/s1.xml</loc></sitemap></sitemapindex>', 'https://h.com/').index).toBe(true);
  });

  it('reads it as XML: namespaces, prefixed tags, CDATA, character references, and no <loc> from a comment', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- <loc>https://h.com/commented-out</loc> -->
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <sm:url><sm:loc><![CDATA[https://h.com/zimmer?a=1&b=2]]></sm:loc><xhtml:link rel="alternate" hreflang="en" href="https://h.com/en/rooms"/></sm:url>
  <sm:url>
    <sm:loc>
      https://h.com/caf&#xE9;
    </sm:loc>
  </sm:url>
</sm:urlset>`;
    expect(parseSitemap(xml, 'https://h.com/sitemap.xml')).toEqual({ index: false, urls: ['https://h.com/zimmer?a=1&b=2', 'https://h.com/caf%C3%A9'] });
    expect(parseSitemap('<?xml version="1.0"?><SitemapIndex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>/s1.xml</loc></sitemap></SitemapIndex>', 'https://h.com/').index).toBe(true);
  });

  it('stops at the URL cap and skips what is not a URL', () => {
    const many = Array.from({ length: 600 }, (_, i) => `<url><loc>https://h.com/p${i}</loc></url>`).join('');
    expect(parseSitemap(`<urlset>${many}</urlset>`, 'https://h.com/').urls).toHaveLength(500);
    expect(parseSitemap('<urlset><url><loc>http://[bad</loc></url><url><loc>https://h.com/ok</loc></url></urlset>', 'https://h.com/').urls).toEqual(['https://h.com/ok']);
  });
});
