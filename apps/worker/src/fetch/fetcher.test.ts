import type http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { CANONICAL_EDGE_CASES, INJECTION_TEXT, hotelPage, startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { listen, type RunningServer } from '../../test/fixtures/fixture-server.ts';
import { CrawlError, NonRetryableError, RetryableError, SsrfBlockedError, ThrottledError } from '../errors.ts';
import { createFetcher, parseRetryAfter } from './fetcher.ts';
import { MAX_ROBOTS_BYTES } from './robots.ts';
import type { Fetcher } from './types.ts';

let canary: net.Server;
let canaryConnections = 0;
let sites: EdgeSites;
let fetcher: Fetcher;

function config(extra: Record<string, string> = {}) {
  return loadWorkerConfig({
    SCRAPER_ALLOW_PRIVATE_HOSTS: sites.allowList.join(','),
    HOST_MIN_DELAY_MS: '0',
    HOST_CONCURRENCY: '4',
    FETCH_TIMEOUT_MS: '10000',
    ...extra,
  });
}

async function failure(p: Promise<unknown>): Promise<CrawlError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof CrawlError) return err;
    throw err;
  }
  throw new Error('expected the fetch to fail');
}

beforeAll(async () => {
  canary = net.createServer((s) => {
    canaryConnections++;
    s.destroy();
  });
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  sites = await startEdgeSites({ canaryPort: (canary.address() as net.AddressInfo).port });
  fetcher = createFetcher({ config: config() });
});

afterAll(async () => {
  await fetcher?.close();
  await sites?.close();
  await new Promise((r) => canary.close(r));
});

describe('createFetcher on the edge-case site', () => {
  for (const c of CANONICAL_EDGE_CASES) {
    it(`${c.name} (${c.path}) → ${c.expect.outcome === 'ok' ? 'ok' : c.expect.reason}`, async () => {
      const p = fetcher.fetchPage(`${sites.main.url}${c.path}`);
      if (c.expect.outcome === 'ok') {
        const page = await p;
        expect(page.status).toBe(200);
        if (c.expect.contains) expect(page.html).toContain(c.expect.contains);
      } else {
        const err = await failure(p);
        expect(err.name).toBe(c.expect.error);
        if (typeof c.expect.reason === 'string') expect(err.reason).toBe(c.expect.reason);
        else expect(err.reason).toMatch(c.expect.reason);
      }
    });
  }

  it('never connects to the canary while following redirects to it', () => {
    expect(canaryConnections).toBe(0);
  });

  it('keeps injected instructions as plain page text (the page is data, not rejected)', async () => {
    const page = await fetcher.fetchPage(`${sites.main.url}/injected`);
    expect(page.html).toContain(INJECTION_TEXT);
  });

  it('reports the final URL after redirects', async () => {
    const page = await fetcher.fetchPage(`${sites.main.url}/redirect/3`);
    expect(page.finalUrl).toBe(`${sites.main.url}/ok`);
    expect(page.via).toBe('http');
  });

  it('returns robots.txt and sitemaps with acceptAny and skipRobots', async () => {
    const page = await fetcher.fetchPage(`${sites.main.url}/sitemap.xml`, { acceptAny: true, skipRobots: true });
    expect(page.html).toContain('<urlset');
    expect(await fetcher.sitemapsFor!(`${sites.main.url}/ok`)).toEqual(['/sitemap.xml']);
  });
});

describe('robots.txt', () => {
  it('refuses every page when robots.txt disallows all', async () => {
    const err = await failure(fetcher.fetchPage(`${sites.disallowAll.url}/ok`));
    expect(err).toBeInstanceOf(NonRetryableError);
    expect(err.reason).toBe('Blocked by robots.txt');
  });

  it('treats a 404 robots.txt as allow-all', async () => {
    const page = await fetcher.fetchPage(`${sites.robots404.url}/ok`);
    expect(page.status).toBe(200);
    expect(sites.robots404.hits.get('/robots.txt')).toBe(1);
  });

  it('allows pages a robots.txt does not disallow', async () => {
    const page = await fetcher.fetchPage(`${sites.crawlDelay.url}/rooms`);
    expect(page.status).toBe(200);
  });

  it('refuses crawling when robots.txt answers 503', async () => {
    const err = await failure(fetcher.fetchPage(`${sites.robots503.url}/ok`));
    expect(err).toBeInstanceOf(RetryableError);
    expect(err.reason).toBe('robots.txt unreachable (HTTP 503): crawling not allowed');
    expect(sites.robots503.hits.get('/ok') ?? 0).toBe(0);
  });

  it('honours Crawl-delay: 2 between two requests to the host', async () => {
    const f = createFetcher({ config: config() });
    try {
      // The clock starts before the first request, so however slow the machine is, the second
      // request can only have started 2 s after the first one did: a correctness bound, not a timing.
      const t0 = Date.now();
      await f.fetchPage(`${sites.crawlDelay.url}/ok`);
      await f.fetchPage(`${sites.crawlDelay.url}/rooms`);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1950);
    } finally {
      await f.close();
    }
  });

  it('fetches robots.txt once per origin', async () => {
    const before = sites.disallowAll.hits.get('/robots.txt') ?? 0;
    await failure(fetcher.fetchPage(`${sites.disallowAll.url}/rooms`));
    await failure(fetcher.fetchPage(`${sites.disallowAll.url}/`));
    expect(sites.disallowAll.hits.get('/robots.txt') ?? 0).toBe(Math.max(before, 1));
  });
});

describe('limits and throttling', () => {
  it('turns 429 with Retry-After: 1 into a ThrottledError of about one second, then succeeds', async () => {
    const url = `${sites.main.url}/throttled?k=${Math.random()}`;
    const err = await failure(fetcher.fetchPage(url));
    expect(err).toBeInstanceOf(ThrottledError);
    expect(err.reason).toBe('HTTP 429 Too Many Requests');
    expect((err as ThrottledError).retryAfterMs).toBe(1000);
    const page = await fetcher.fetchPage(url);
    expect(page.html).toContain('after waiting');
  });

  it('gives up on a server that sends headers after the total timeout', async () => {
    const f = createFetcher({ config: config({ FETCH_TIMEOUT_MS: '1000' }) });
    try {
      const err = await failure(f.fetchPage(`${sites.main.url}/slow`));
      expect(err).toBeInstanceOf(RetryableError);
      expect(err.reason).toMatch(/Timed out/);
    } finally {
      await f.close();
    }
  });

  it('aborts a never-ending body at the total timeout', async () => {
    const f = createFetcher({ config: config({ FETCH_TIMEOUT_MS: '1500' }) });
    try {
      const err = await failure(f.fetchPage(`${sites.main.url}/never-ending`));
      expect(err).toBeInstanceOf(RetryableError);
      expect(err.reason).toMatch(/Timed out/);
    } finally {
      await f.close();
    }
  });

  it('maps a refused connection to a RetryableError', async () => {
    const s = net.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const port = (s.address() as net.AddressInfo).port;
    await new Promise((r) => s.close(r));
    const f = createFetcher({ config: config({ SCRAPER_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${port}` }) });
    try {
      const err = await failure(f.fetchPage(`http://127.0.0.1:${port}/`));
      expect(err).toBeInstanceOf(RetryableError);
    } finally {
      await f.close();
    }
  });

  it('parses Retry-After as seconds or an HTTP date, defaulting to 30 s and capping at 10 minutes', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter(undefined, now)).toBe(30_000);
    expect(parseRetryAfter('garbage', now)).toBe(30_000);
    expect(parseRetryAfter('86400', now)).toBe(600_000);
  });
});

describe('SSRF refusal through the fetcher', () => {
  it('refuses the canary directly when it is not allow-listed', async () => {
    const port = (canary.address() as net.AddressInfo).port;
    const err = await failure(fetcher.fetchPage(`http://127.0.0.1:${port}/`));
    expect(err).toBeInstanceOf(SsrfBlockedError);
    expect(canaryConnections).toBe(0);
  });
});

/** A small local site; `routes` answers by path, anything else is a 404. */
function site(routes: Record<string, (res: http.ServerResponse) => void>): Promise<RunningServer> {
  return listen((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes[p];
    if (route) return route(res);
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(hotelPage('Not Found'));
  });
}

const html = (body: string) => (res: http.ServerResponse) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
const refreshTo = (content: string, text = '') =>
  html(`<!doctype html><html><head><meta http-equiv="refresh" content="${content}"><title>Redirect</title></head><body>${text}</body></html>`);
const redirect = (location: string, delayMs = 0) => (res: http.ServerResponse) => {
  const t = setTimeout(() => res.writeHead(302, { location }).end(), delayMs);
  res.on('close', () => clearTimeout(t));
};

describe('meta refresh, the whole-fetch deadline and long robots.txt files', () => {
  let moving: RunningServer;
  let movedTo: RunningServer;
  let longRobots: RunningServer;
  let f: Fetcher;
  const configFor = (extra: Record<string, string> = {}) =>
    loadWorkerConfig({
      SCRAPER_ALLOW_PRIVATE_HOSTS: [moving, movedTo, longRobots].map((s) => `127.0.0.1:${s.port}`).join(','),
      HOST_MIN_DELAY_MS: '0',
      HOST_CONCURRENCY: '4',
      FETCH_TIMEOUT_MS: '10000',
      ...extra,
    });

  beforeAll(async () => {
    movedTo = await site({ '/': html(hotelPage('Harbour View Hotel on its new domain')), '/robots.txt': (res) => void res.writeHead(404).end() });
    const canaryUrl = `http://127.0.0.1:${(canary.address() as net.AddressInfo).port}/`;
    moving = await site({
      '/robots.txt': (res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n'),
      '/ok': html(hotelPage('Harbour View Hotel')),
      '/private/page': html(hotelPage('Private')),
      '/stub': refreshTo('0;url=/ok'),
      '/stub-text': refreshTo("2; URL='/ok'", '<p>Redirecting to our new home page. If nothing happens, follow this link.</p>'),
      '/to-other-site': refreshTo(`0; url=${movedTo.url}/`),
      '/to-canary': refreshTo(`0;url=${canaryUrl}`),
      '/to-private': refreshTo('0;url=/private/page'),
      '/to-javascript': refreshTo('0;url=javascript:alert(1)'),
      '/loop-a': refreshTo('0;url=/loop-b'),
      '/loop-b': refreshTo('0;url=/loop-a'),
      '/content-with-refresh': html(hotelPage('Harbour View Hotel', undefined, { head: '<meta http-equiv="refresh" content="300;url=/stub">' })),
      '/slow-chain/4': redirect('/slow-chain/3', 400),
      '/slow-chain/3': redirect('/slow-chain/2', 400),
      '/slow-chain/2': redirect('/slow-chain/1', 400),
      '/slow-chain/1': redirect('/slow-chain/0', 400),
      '/slow-chain/0': html(hotelPage('Harbour View Hotel at the end of a slow chain')),
      '/fast-chain/3': redirect('/fast-chain/2'),
      '/fast-chain/2': redirect('/fast-chain/1'),
      '/fast-chain/1': redirect('/ok'),
      '/slow-refresh': (res) => {
        const t = setTimeout(() => refreshTo('0;url=/slow-refresh-2')(res), 600);
        res.on('close', () => clearTimeout(t));
      },
      '/slow-refresh-2': (res) => {
        const t = setTimeout(() => html(hotelPage('Slow refresh target'))(res), 600);
        res.on('close', () => clearTimeout(t));
      },
    });
    // RFC 9309 §2.5: rules in the first 500 KiB apply; the line the cut falls in and anything after do not.
    const head = 'User-agent: *\nDisallow: /private\n';
    const cutLine = 'Disallow: /contact-form-that-is-cut\n';
    let padding = '';
    const room = MAX_ROBOTS_BYTES - 12 - head.length; // 12 bytes of cutLine fit: 'Disallow: /c'
    while (padding.length + 81 <= room - 3) padding += `# ${'x'.repeat(78)}\n`;
    padding += `#${'y'.repeat(room - padding.length - 2)}\n`;
    // 600 KiB in all, over any cap a crawler might use for the whole file
    const robots = `${head}${padding}${cutLine}Disallow: /late\n${'# tail\n'.repeat(16_000)}`;
    expect(robots.length).toBeGreaterThan(600 * 1024);
    expect(Buffer.byteLength(robots.slice(0, MAX_ROBOTS_BYTES))).toBe(MAX_ROBOTS_BYTES);
    expect(robots.slice(0, MAX_ROBOTS_BYTES).endsWith('\nDisallow: /c')).toBe(true);
    longRobots = await site({
      '/robots.txt': (res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(robots),
      '/private/page': html(hotelPage('Private')),
      '/contact': html(hotelPage('Contact')),
      '/late': html(hotelPage('Late')),
    });
    f = createFetcher({ config: configFor() });
  });

  afterAll(async () => {
    await f?.close();
    await Promise.all([moving, movedTo, longRobots].map((s) => s?.close()));
  });

  describe('a page that is only a <meta http-equiv="refresh"> is followed like a redirect', () => {
    it('follows a 0-second refresh to the page it names', async () => {
      const page = await f.fetchPage(`${moving.url}/stub`);
      expect(page.url).toBe(`${moving.url}/stub`);
      expect(page.finalUrl).toBe(`${moving.url}/ok`);
      expect(page.html).toContain('Harbour View Hotel');
    });

    it('follows a stub with a line of text and a quoted, upper-case URL', async () => {
      const page = await f.fetchPage(`${moving.url}/stub-text`);
      expect(page.finalUrl).toBe(`${moving.url}/ok`);
    });

    it('follows it to another site, as an HTTP redirect may', async () => {
      const page = await f.fetchPage(`${moving.url}/to-other-site`);
      expect(page.finalUrl).toBe(`${movedTo.url}/`);
      expect(page.html).toContain('new domain');
    });

    it('keeps a page with content that merely refreshes later', async () => {
      const page = await f.fetchPage(`${moving.url}/content-with-refresh`);
      expect(page.finalUrl).toBe(`${moving.url}/content-with-refresh`);
    });

    it('checks each refresh hop with the SSRF guard, robots.txt and the caller', async () => {
      const canaryBefore = canaryConnections;
      const blocked = await failure(f.fetchPage(`${moving.url}/to-canary`));
      expect(blocked).toBeInstanceOf(SsrfBlockedError);
      expect(canaryConnections).toBe(canaryBefore);
      expect((await failure(f.fetchPage(`${moving.url}/to-private`))).reason).toBe('Blocked by robots.txt');
      expect(moving.hits.get('/private/page') ?? 0).toBe(0);
      const refused = await failure(f.fetchPage(`${moving.url}/to-other-site`, { refuseHop: (u) => (u.port === String(moving.port) ? null : 'off the site') }));
      expect(refused.reason).toBe('off the site');
    });

    it('counts refresh hops as redirects and ignores non-http targets', async () => {
      expect((await failure(f.fetchPage(`${moving.url}/loop-a`))).reason).toBe('Too many redirects (more than 10)');
      expect((await failure(f.fetchPage(`${moving.url}/to-javascript`))).reason).toBe('Page has no readable content');
    });
  });

  describe('FETCH_TIMEOUT_MS is one deadline for the whole fetch', () => {
    it('gives up on a chain of redirects that are each faster than the timeout but slower together', async () => {
      const slow = createFetcher({ config: configFor({ FETCH_TIMEOUT_MS: '1000' }) });
      try {
        const err = await failure(slow.fetchPage(`${moving.url}/slow-chain/4`));
        expect(err).toBeInstanceOf(RetryableError);
        expect(err.reason).toBe('Timed out after 1 s');
        expect(moving.hits.get('/slow-chain/0') ?? 0).toBe(0);
      } finally {
        await slow.close();
      }
    });

    it('shares the deadline with meta-refresh hops', async () => {
      const slow = createFetcher({ config: configFor({ FETCH_TIMEOUT_MS: '1000' }) });
      try {
        const err = await failure(slow.fetchPage(`${moving.url}/slow-refresh`));
        expect(err.reason).toBe('Timed out after 1 s');
      } finally {
        await slow.close();
      }
    });

    it('does not count the politeness waits between hops, only time spent on requests', async () => {
      const polite = createFetcher({ config: configFor({ FETCH_TIMEOUT_MS: '1000', HOST_MIN_DELAY_MS: '700' }) });
      try {
        const t0 = Date.now();
        const page = await polite.fetchPage(`${moving.url}/fast-chain/3`);
        expect(page.finalUrl).toBe(`${moving.url}/ok`);
        // three spaced hops after the first: longer than the timeout, which it must not hit
        expect(Date.now() - t0).toBeGreaterThanOrEqual(2000);
      } finally {
        await polite.close();
      }
    });
  });

  describe('a robots.txt over 500 KiB', () => {
    it('applies the rules in its first 500 KiB instead of allowing everything', async () => {
      const err = await failure(f.fetchPage(`${longRobots.url}/private/page`));
      expect(err).toBeInstanceOf(NonRetryableError);
      expect(err.reason).toBe('Blocked by robots.txt');
      expect(longRobots.hits.get('/private/page') ?? 0).toBe(0);
    });

    it('drops the line the cut falls in and everything after it', async () => {
      expect((await f.fetchPage(`${longRobots.url}/contact`)).status).toBe(200);
      expect((await f.fetchPage(`${longRobots.url}/late`)).status).toBe(200);
      expect(longRobots.hits.get('/robots.txt')).toBe(1);
    });
  });
});
