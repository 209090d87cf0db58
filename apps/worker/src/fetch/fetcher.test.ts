import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { CANONICAL_EDGE_CASES, INJECTION_TEXT, startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { CrawlError, NonRetryableError, RetryableError, SsrfBlockedError, ThrottledError } from './errors.ts';
import { createFetcher, parseRetryAfter } from './fetcher.ts';
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
