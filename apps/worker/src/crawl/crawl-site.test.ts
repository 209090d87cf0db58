import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { createFetcher } from '../fetch/fetcher.ts';
import { NonRetryableError } from '../errors.ts';
import type { Fetcher } from '../fetch/types.ts';
import { startCorpusSites } from '../../test/fixtures/fixture-server.ts';
import { hotelPage, startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { dedupeKey, sameSite } from '../fetch/canonical.ts';
import { crawlSite } from './crawl-site.ts';
import type { UnfetchedLink } from './types.ts';

let corpus: Awaited<ReturnType<typeof startCorpusSites>>;
let edge: EdgeSites;
let fetcher: Fetcher;

beforeAll(async () => {
  corpus = await startCorpusSites();
  edge = await startEdgeSites({ canaryPort: 9 });
  fetcher = createFetcher({
    config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: [...corpus.allowList, ...edge.allowList].join(','), HOST_MIN_DELAY_MS: '0', HOST_CONCURRENCY: '2' }),
  });
});

afterAll(async () => {
  await fetcher?.close();
  await corpus?.close();
  await edge?.close();
});

const paths = (urls: string[]) => urls.map((u) => new URL(u).pathname);

describe('crawlSite on the real corpus sites', () => {
  it('picks seascape\'s rooms, amenities and contact pages and stays on the site', async () => {
    const site = corpus.sites.get('seascape-resort-marina')!;
    const result = await crawlSite(site.entryUrl, { fetcher, originAliases: [site.originalBaseUrl] });
    const got = paths(result.pages.map((p) => p.finalUrl));
    expect(got[0]).toBe('/');
    expect(got).toEqual(expect.arrayContaining(['/seascaperesortmarina/rooms/', '/seascaperesortmarina/contact/', '/seascaperesortmarina/amenities/']));
    for (const p of result.pages) expect(sameSite(p.finalUrl, site.url)).toBe(true);
    // The homepage alias /seascaperesortmarina/ has the same bytes as / and is not kept twice.
    expect(new Set(result.pages.map((p) => p.html)).size).toBe(result.pages.length);
    expect(result.failures.every((f) => f.reason === 'HTTP 404 Not Found')).toBe(true);
  });

  it('finds multilingual section pages (Italian, French, Vietnamese-hosted English)', async () => {
    const cases: Array<[string, string[]]> = [
      // come-arrivare.html is linked only from hotel.html: found by second-level discovery.
      ['hotel-genzianella-fiemme', ['/camere.html', '/hotel.html', '/come-arrivare.html']],
      ['fattoria-branciana', ['/camere/', '/info/']],
      ['auberge-nos-aieux', ['/chambres.html', '/contact.html']],
      ['hunnewells-cottages', ['/rooms/index.html', '/amenities/index.html', '/contact-us/index.html']],
      ['la-dolce-vita-hanoi', ['/rooms-suites/index.html', '/contact/index.html']],
      // the English access page gives only the address; the Japanese one gives the stations
      ['meihodo-aso', ['/access.html', '/ja/access.html']],
    ];
    for (const [slug, expected] of cases) {
      const site = corpus.sites.get(slug)!;
      const result = await crawlSite(site.entryUrl, { fetcher, originAliases: [site.originalBaseUrl] });
      expect(paths(result.pages.map((p) => p.finalUrl)), slug).toEqual(expect.arrayContaining(expected));
    }
  });

  it('crawls every corpus property without throwing, deduplicated and within maxPages', async () => {
    for (const site of corpus.sites.values()) {
      const result = await crawlSite(site.entryUrl, { fetcher, maxPages: 6, originAliases: [site.originalBaseUrl] });
      expect(result.pages.length, site.slug).toBeGreaterThanOrEqual(1);
      expect(result.pages.length, site.slug).toBeLessThanOrEqual(7);
      const keys = result.pages.map((p) => dedupeKey(p.finalUrl));
      expect(new Set(keys).size, site.slug).toBe(keys.length);
      for (const p of result.pages) expect(sameSite(p.finalUrl, site.url), site.slug).toBe(true);
    }
  }, 120_000);

  it('respects maxPages', async () => {
    const site = corpus.sites.get('hunnewells-cottages')!;
    const result = await crawlSite(site.entryUrl, { fetcher, maxPages: 2, originAliases: [site.originalBaseUrl] });
    expect(result.pages).toHaveLength(3);
  });

  it('without origin aliases, never follows links to the original (other) domain', async () => {
    const site = corpus.sites.get('seascape-resort-marina')!;
    const before = site.hits.get('/rooms/') ?? 0;
    const result = await crawlSite(site.entryUrl, { fetcher });
    for (const p of result.pages) expect(new URL(p.finalUrl).host).toBe(new URL(site.url).host);
    expect(site.hits.get('/rooms/') ?? 0).toBe(before);
  });
});

describe('crawlSite failures', () => {
  it('throws the start page failure so the job can decide', async () => {
    await expect(crawlSite(`${edge.main.url}/soft-404`, { fetcher })).rejects.toMatchObject({ reason: 'Page not found (soft 404)' });
    await expect(crawlSite(`${edge.disallowAll.url}/`, { fetcher })).rejects.toBeInstanceOf(NonRetryableError);
  });

  it('records subpage failures with their reason instead of throwing', async () => {
    const site = corpus.sites.get('adventure-inn-durango')!;
    const result = await crawlSite(site.entryUrl, { fetcher, originAliases: [site.originalBaseUrl] });
    expect(result.failures.length).toBeGreaterThan(0);
    for (const f of result.failures) expect(f.reason).toBe('HTTP 404 Not Found');
  });
});

describe('crawlSite and sitemap.xml', () => {
  /** Two sites on one server: /linked/ links six profile pages, /bare/ links none; both sitemaps list more. */
  async function sitemapSite() {
    const hits: string[] = [];
    const profilePaths = ['rooms', 'amenities', 'dining', 'location', 'contact', 'meetings'];
    const server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      hits.push(path);
      if (path === '/robots.txt') return res.writeHead(404).end();
      if (path === '/sitemap.xml') {
        const locs = ['/spa-and-wellness', '/getting-here', ...profilePaths].map((p) => `<url><loc>${p}</loc></url>`).join('');
        return res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?><urlset>${locs}</urlset>`);
      }
      const links = path === '/linked' ? profilePaths.map((p) => `/${p}`) : [];
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hotelPage(`Sitemap Hotel ${path}`, undefined, { links }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sitemapFetcher = createFetcher({ config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: host, HOST_MIN_DELAY_MS: '0' }) });
    return {
      url: `http://${host}`,
      hits,
      fetcher: sitemapFetcher,
      close: async () => {
        await sitemapFetcher.close();
        await new Promise((r) => server.close(r));
      },
    };
  }

  it('reads the sitemap when the start page links too few profile pages', async () => {
    const site = await sitemapSite();
    try {
      const result = await crawlSite(`${site.url}/bare`, { fetcher: site.fetcher, maxPages: 3 });
      expect(site.hits).toContain('/sitemap.xml');
      expect(paths(result.pages.map((p) => p.finalUrl))).toEqual(expect.arrayContaining(['/bare', '/amenities']));
      expect(result.pages).toHaveLength(4);
    } finally {
      await site.close();
    }
  });

  it('spares the host the sitemap request when the start page already links enough profile pages', async () => {
    const site = await sitemapSite();
    try {
      const auto = await crawlSite(`${site.url}/linked`, { fetcher: site.fetcher, maxPages: 6 });
      expect(site.hits).not.toContain('/sitemap.xml');
      expect(paths(auto.pages.map((p) => p.finalUrl)).sort()).toEqual(['/amenities', '/contact', '/dining', '/linked', '/location', '/meetings', '/rooms']);
      site.hits.length = 0;
      await crawlSite(`${site.url}/linked`, { fetcher: site.fetcher, maxPages: 6, sitemap: 'always' });
      expect(site.hits).toContain('/sitemap.xml');
    } finally {
      await site.close();
    }
  });
});

describe('crawlSite keeps subpages on the site', () => {
  /**
   * A hotel site whose nav links /spa, which redirects to a partner's site (booking engines,
   * chain portals and spa operators do this), and a former domain whose homepage is only a meta
   * refresh to the hotel's site.
   */
  async function movedHotel() {
    const partner = await listenSite(() => ({ status: 200, body: hotelPage('Seaside Spa Group', 'Massages, saunas and treatments in twelve spas. ' + 'Gift vouchers available. '.repeat(10)) }));
    const hotel = await listenSite((path) => {
      if (path === '/spa') return { status: 302, location: `${partner.url}/harbour-view/spa` };
      if (path === '/rooms' || path === '/amenities' || path === '/') return { status: 200, body: hotelPage(`Harbour View Hotel ${path}`, undefined, { links: ['/rooms', '/amenities', '/spa'] }) };
      return { status: 404, body: hotelPage('Not Found') };
    });
    const oldDomain = await listenSite((path) =>
      path === '/'
        ? { status: 200, body: `<!doctype html><html><head><meta http-equiv="refresh" content="0; url=${hotel.url}/"><title>Moved</title></head><body></body></html>` }
        : { status: 404, body: hotelPage('Not Found') },
    );
    const all = [partner, hotel, oldDomain];
    const siteFetcher = createFetcher({ config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: all.map((s) => s.host).join(','), HOST_MIN_DELAY_MS: '0' }) });
    return {
      partner,
      hotel,
      oldDomain,
      fetcher: siteFetcher,
      close: async () => {
        await siteFetcher.close();
        await Promise.all(all.map((s) => s.close()));
      },
    };
  }

  async function listenSite(route: (path: string) => { status: number; body?: string; location?: string }) {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      hits.push(path);
      if (path === '/robots.txt') return res.writeHead(404).end();
      const r = route(path);
      res.writeHead(r.status, { 'content-type': 'text/html; charset=utf-8', ...(r.location ? { location: r.location } : {}) }).end(r.body ?? '');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url: `http://${host}`, host, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  it('drops a subpage that redirects to another site, with a readable reason, without contacting that site', async () => {
    const s = await movedHotel();
    try {
      const result = await crawlSite(`${s.hotel.url}/`, { fetcher: s.fetcher, maxPages: 3, sitemap: 'never' });
      expect(paths(result.pages.map((p) => p.finalUrl)).sort()).toEqual(['/', '/amenities', '/rooms']);
      for (const p of result.pages) expect(sameSite(p.finalUrl, s.hotel.url)).toBe(true);
      expect(result.failures).toEqual([{ url: `${s.hotel.url}/spa`, reason: `Redirected off the site to ${s.partner.host}` }]);
      expect(s.partner.hits).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('drops an off-site final URL even from a fetcher that follows redirects on its own (as Chromium does)', async () => {
    const s = await movedHotel();
    // no refuseHop: the redirect is followed to the other site, and the result is checked instead
    const ownRedirects: Fetcher = { fetchPage: (url, o) => s.fetcher.fetchPage(url, { ...o, refuseHop: undefined }), close: () => s.fetcher.close() };
    try {
      const result = await crawlSite(`${s.hotel.url}/`, { fetcher: ownRedirects, maxPages: 3, sitemap: 'never' });
      expect(result.pages.map((p) => p.finalUrl).filter((u) => !sameSite(u, s.hotel.url))).toEqual([]);
      expect(result.failures).toEqual([{ url: `${s.hotel.url}/spa`, reason: `Redirected off the site to ${s.partner.host}` }]);
      expect(s.partner.hits).toContain('/harbour-view/spa');
    } finally {
      await s.close();
    }
  });

  it('follows a start page that is only a meta refresh, to another site, and crawls that site', async () => {
    const s = await movedHotel();
    try {
      const result = await crawlSite(`${s.oldDomain.url}/`, { fetcher: s.fetcher, maxPages: 2, sitemap: 'never' });
      expect(result.pages[0]!.url).toBe(`${s.oldDomain.url}/`);
      expect(result.pages[0]!.finalUrl).toBe(`${s.hotel.url}/`);
      expect(paths(result.pages.map((p) => p.finalUrl)).sort()).toEqual(['/', '/amenities', '/rooms']);
      for (const p of result.pages) expect(sameSite(p.finalUrl, s.hotel.url)).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe('crawlSite page order', () => {
  /** A site in memory whose pages answer after the given delay (ms): the network's own order. */
  function slowSite(pages: Record<string, { body: string; delay: number }>): Fetcher {
    return {
      async fetchPage(url: string) {
        const path = new URL(url).pathname;
        const p = pages[path];
        if (!p) throw new NonRetryableError('HTTP 404 Not Found');
        await new Promise((r) => setTimeout(r, p.delay));
        return { url, finalUrl: url, status: 200, contentType: 'text/html', html: p.body, headers: {}, via: 'http', fetchedAt: new Date() };
      },
      close: async () => {},
    };
  }
  const doc = (title: string, links = '') => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${links}</body></html>`;

  it.each([
    ['English', '<a href="/amenities/">Amenities</a> <a href="/contact/">Contact</a>', ['/', '/amenities/', '/contact/']],
    ['German', '<a href="/ausstattung/">Ausstattung</a> <a href="/kontakt/">Kontakt</a>', ['/', '/ausstattung/', '/kontakt/']],
  ])('hands the %s pages on in the order it chose them, not in the order they answered', async (_lang, nav, expected) => {
    const [first, second] = [expected[1]!, expected[2]!];
    const fetcher = slowSite({
      '/': { body: doc('Hotel', nav), delay: 0 },
      // the page chosen first answers last
      [first]: { body: doc('First'), delay: 80 },
      [second]: { body: doc('Second'), delay: 0 },
    });
    const result = await crawlSite('http://hotel.example/', { fetcher, maxPages: 2, sitemap: 'never', concurrency: 2 });
    expect(paths(result.pages.map((p) => p.finalUrl))).toEqual(expected);
  });
});

describe('crawlSite on a multilingual site', () => {
  async function serve(pages: Record<string, string>) {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      hits.push(path);
      const body = pages[path];
      if (body === undefined) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const siteFetcher = createFetcher({ config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: host, HOST_MIN_DELAY_MS: '0' }) });
    return {
      url: `http://${host}`,
      hits,
      fetcher: siteFetcher,
      close: async () => {
        await siteFetcher.close();
        await new Promise<void>((r) => server.close(() => r()));
      },
    };
  }
  // two fetches at a time (the default): the last page of the budget waits for the location page
  const opts = { maxPages: 3, sitemap: 'never', concurrency: 2 } as const;
  const page = (lang: string, title: string, body: string, head = '') =>
    `<!doctype html><html lang="${lang}"><head><title>${title}</title>${head}</head><body><h1>${title}</h1>${body}<p>${'Text about the house. '.repeat(20)}</p></body></html>`;

  it.each([
    ['German', { rooms: 'zimmer', room: 'Zimmer', dining: 'restaurant', amenities: ['ausstattung', 'Ausstattung'], location: ['anreise', 'Anreise'], around: ['umgebung', 'Umgebung'], contact: ['kontakt', 'Kontakt'] }],
    ['Portuguese', { rooms: 'quartos', room: 'Quarto', dining: 'restaurante', amenities: ['comodidades', 'Comodidades'], location: ['como-chegar', 'Como chegar'], around: ['arredores', 'Arredores'], contact: ['contato', 'Contato'] }],
  ] as const)('spends a large %s resort site\'s budget on one page of each kind before a second room or restaurant page', async (_lang, w) => {
    const links = [
      ...Array.from({ length: 12 }, (_, i) => `<a href="/${w.rooms}/${i}/">${w.room} ${i}</a>`),
      ...Array.from({ length: 4 }, (_, i) => `<a href="/${w.dining}/${i}/">Restaurant ${i}</a>`),
      `<a href="/${w.amenities[0]}/">${w.amenities[1]}</a>`,
      `<a href="/${w.location[0]}/">${w.location[1]}</a>`,
      `<a href="/${w.around[0]}/">${w.around[1]}</a>`,
      `<a href="/${w.contact[0]}/">${w.contact[1]}</a>`,
    ].join(' ');
    const pages: Record<string, string> = { '/': page('de', 'Resort', links) };
    for (const m of links.matchAll(/href="([^"]+)"/g)) pages[m[1]!] = page('de', m[1]!, '<p>5 min</p>');
    const s = await serve(pages);
    try {
      const result = await crawlSite(`${s.url}/`, { fetcher: s.fetcher, maxPages: 6, sitemap: 'never' });
      const got = paths(result.pages.map((p) => p.finalUrl));
      expect(got).toHaveLength(7);
      for (const want of [w.amenities[0], w.location[0], w.around[0], w.contact[0]]) expect(got).toContain(`/${want}/`);
      expect(got.filter((p) => p.startsWith(`/${w.rooms}/`))).toHaveLength(1);
      expect(got.filter((p) => p.startsWith(`/${w.dining}/`))).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it.each([
    {
      language: 'Czech',
      lang: 'cs',
      footer: [['/ochrana-osobnich-udaju/', 'Ochrana osobních údajů (GDPR)'], ['/obchodni-podminky/', 'Obchodní podmínky'], ['/kariera/', 'Volná místa'], ['/darkove-poukazy/', 'Dárkové poukazy']],
      content: [['/pokoje-a-ceny/', 'Pokoje a ceny'], ['/kontakt/', 'Kontakt']],
    },
    {
      language: 'Romanian',
      lang: 'ro',
      footer: [['/politica-de-confidentialitate/', 'Politica de confidențialitate'], ['/termeni-si-conditii/', 'Termeni și condiții'], ['/cariere/', 'Cariere'], ['/vouchere-cadou/', 'Vouchere cadou']],
      content: [['/camere/', 'Camere'], ['/contact/', 'Contact']],
    },
  ])("spends a $language guesthouse's budget on its rooms and contact pages and none on the footer's legal, job and voucher pages", async ({ lang, footer, content }) => {
    const links = [...footer, ...content];
    const nav = links.map(([href, text]) => `<a href="${href}">${text}</a>`).join(' ');
    const pages: Record<string, string> = { '/': page(lang, 'Penzion', nav) };
    for (const [href, text] of links) pages[href!] = page(lang, text!, nav);
    const s = await serve(pages);
    try {
      // budget to spare: the footer pages are still not worth a request
      const result = await crawlSite(`${s.url}/`, { fetcher: s.fetcher, maxPages: 4, sitemap: 'never' });
      expect(paths(result.pages.map((p) => p.finalUrl)).sort()).toEqual(['/', ...content.map(([href]) => href)].sort());
      for (const [href] of footer) expect(s.hits).not.toContain(href);
    } finally {
      await s.close();
    }
  });

  it.each([
    ['English', 'en', { rooms: ['/rooms/', 'Rooms'], contact: ['/contact/', 'Contact'], legal: ['/privacy/', 'Privacy policy'], other: ['/de/', 'Deutsch'], missing: 'amenities' }],
    ['German', 'de', { rooms: ['/zimmer/', 'Zimmer'], contact: ['/kontakt/', 'Kontakt'], legal: ['/datenschutz/', 'Datenschutz'], other: ['/en/', 'English'], missing: 'ausstattung' }],
  ] as const)('tells why each %s link it found was not fetched', async (_lang, lang, w) => {
    const nav = [w.rooms, w.contact, w.legal, w.other].map(([href, text]) => `<a href="${href}">${text}</a>`).join(' ');
    const s = await serve({
      '/': page(lang, 'Hotel', nav),
      [w.rooms[0]]: page(lang, w.rooms[1], '<a href="/p/7/">7</a>'),
      [w.contact[0]]: page(lang, w.contact[1], ''),
      '/p/7/': page(lang, '7', ''),
    });
    try {
      let left: UnfetchedLink[] = [];
      await crawlSite(`${s.url}/`, { fetcher: s.fetcher, maxPages: 2, sitemap: 'never', onUnfetched: (l) => void (left = l) });
      const why = Object.fromEntries(left.map((l) => [new URL(l.url).pathname, [l.why, l.otherLanguage]]));
      expect(why).toEqual({ [w.legal[0]]: ['ranked-out', false], [w.other[0]]: ['page-budget', true], '/p/7/': ['deeper-link', false] });
      // links that all fail: the attempts run out before the page budget is spent
      const broken = Array.from({ length: 12 }, (_, i) => `<a href="/${w.missing}-${i}/">${w.missing} ${i}</a>`).join(' ');
      const t = await serve({ '/': page(lang, 'Hotel', broken) });
      try {
        await crawlSite(`${t.url}/`, { fetcher: t.fetcher, maxPages: 6, sitemap: 'never', onUnfetched: (l) => void (left = l) });
        expect(left.map((l) => l.why)).toEqual(['attempts', 'attempts']);
      } finally {
        await t.close();
      }
    } finally {
      await s.close();
    }
  });

  it("fetches the other language's location page when the crawled one gives no directions (English root, Japanese folder)", async () => {
    const nav = '<a href="/ja/">日本語</a> <a href="/rooms/">Rooms</a> <a href="/access/">Access</a>';
    const s = await serve({
      '/': page('en', 'Ryokan Hana', nav),
      '/rooms/': page('en', 'Rooms', nav),
      '/access/': page('en', 'Access', `${nav}<p>Ryokan Hana, 〒869-2225 Aso, Kumamoto. Phone 0967-24-5090</p>`),
      '/ja/': page('ja', '花旅館', '<a href="/ja/access/">アクセス</a>'),
      '/ja/access/': page('ja', 'アクセス', '<p>阿蘇駅から徒歩約10分</p>'),
    });
    try {
      const result = await crawlSite(`${s.url}/`, { fetcher: s.fetcher, ...opts });
      expect(paths(result.pages.map((p) => p.finalUrl)).sort()).toEqual(['/', '/access/', '/ja/access/', '/rooms/']);
      expect(s.hits).not.toContain('/ja/');
    } finally {
      await s.close();
    }
  });

  it("follows the page's hreflang alternate (French folder, German translation) and only when the directions are missing", async () => {
    const nav = '<a href="/de/">Deutsch</a> <a href="/fr/chambres/">Chambres</a> <a href="/fr/acces/">Accès</a>';
    const alt = '<link rel="alternate" hreflang="fr" href="/fr/acces/"><link rel="alternate" hreflang="de" href="/de/anreise/">';
    const site = (access: string) => ({
      '/fr/': page('fr', 'Hôtel des Alpes', nav),
      '/fr/chambres/': page('fr', 'Chambres', nav),
      '/fr/acces/': page('fr', 'Accès', `${nav}${access}`, alt),
      '/de/': page('de', 'Hotel des Alpes', ''),
      '/de/anreise/': page('de', 'Anreise', '<p>Vom Bahnhof 5 Minuten zu Fuß</p>'),
    });
    const thin = await serve(site('<p>12 rue des Alpes, 74000 Annecy</p>'));
    try {
      const result = await crawlSite(`${thin.url}/fr/`, { fetcher: thin.fetcher, ...opts });
      expect(paths(result.pages.map((p) => p.finalUrl)).sort()).toEqual(['/de/anreise/', '/fr/', '/fr/acces/', '/fr/chambres/']);
    } finally {
      await thin.close();
    }
    const full = await serve(site('<p>La gare est à 800 m, l’aéroport à 30 minutes.</p>'));
    try {
      await crawlSite(`${full.url}/fr/`, { fetcher: full.fetcher, ...opts });
      expect(full.hits).not.toContain('/de/anreise/');
    } finally {
      await full.close();
    }
  });
});
