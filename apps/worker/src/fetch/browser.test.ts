import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { browserAvailable, createBrowserRenderer } from './browser.ts';
import { createFetcher } from './fetcher.ts';
import { createHttpClient, type HttpClient } from './http.ts';
import type { Resolver } from './ssrf.ts';

const CHROMIUM = '/usr/bin/chromium';
let canary: net.Server;
let canaryConnections = 0;
let sites: EdgeSites;

beforeAll(async () => {
  canary = net.createServer((s) => {
    canaryConnections++;
    s.destroy();
  });
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  sites = await startEdgeSites({ canaryPort: (canary.address() as net.AddressInfo).port });
});

afterAll(async () => {
  await sites?.close();
  await new Promise((r) => canary.close(r));
});

const config = (extra: Record<string, string> = {}) =>
  loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: sites.allowList.join(','), HOST_MIN_DELAY_MS: '0', FETCH_TIMEOUT_MS: '20000', ...extra });

describe.skipIf(!browserAvailable(CHROMIUM))('browser rendering with the system Chromium', () => {
  it('renders a JavaScript shell automatically and blocks its requests to internal addresses', async () => {
    const fetcher = createFetcher({ config: config() });
    try {
      const page = await fetcher.fetchPage(`${sites.main.url}/js-app`);
      expect(page.via).toBe('browser');
      expect(page.html).toContain('Rendered by JavaScript.');
    } finally {
      await fetcher.close();
    }
    expect(canaryConnections).toBe(0);
  }, 60_000);

  it('fetches every page in the browser with FETCH_MODE=browser, still refusing SSRF redirects', async () => {
    const fetcher = createFetcher({ config: config({ FETCH_MODE: 'browser' }) });
    try {
      const page = await fetcher.fetchPage(`${sites.main.url}/ok`);
      expect(page.via).toBe('browser');
      expect(page.html).toContain('Harbour View');
      await expect(fetcher.fetchPage(`${sites.main.url}/to-canary`)).rejects.toMatchObject({ name: 'SsrfBlockedError' });
      await expect(fetcher.fetchPage(`${sites.main.url}/private/page`)).rejects.toMatchObject({ reason: 'Blocked by robots.txt' });
    } finally {
      await fetcher.close();
    }
    expect(canaryConnections).toBe(0);
  }, 60_000);

  it('follows a redirected document with its relative scripts, and lets no POST leave the browser', async () => {
    const fetcher = createFetcher({ config: config({ FETCH_MODE: 'browser' }) });
    try {
      const page = await fetcher.fetchPage(`${sites.main.url}/moved-app`);
      expect(page.via).toBe('browser');
      expect(page.finalUrl).toBe(`${sites.main.url}/app/`);
      expect(page.html).toContain('Rendered from the moved app.');
    } finally {
      await fetcher.close();
    }
    expect(sites.nonGetRequests()).toBe(0);
  }, 60_000);

  it('loads every byte of the page through the guarded client, and refuses a private DNS answer at connect time', async () => {
    const cfg = config();
    const real = createHttpClient({ config: cfg });
    const seen: string[] = [];
    const spy: HttpClient = {
      get: (url, o) => {
        seen.push(url);
        return real.get(url, o);
      },
      close: () => real.close(),
    };
    const renderer = createBrowserRenderer({ executablePath: CHROMIUM, userAgent: cfg.USER_AGENT, http: spy });
    try {
      const page = await renderer.render(`${sites.main.url}/js-app`, { timeoutMs: 20_000 });
      expect(page.html).toContain('Rendered by JavaScript.');
      // Chromium resolved and connected nothing itself: the document and its script came through our client
      expect(seen).toEqual(expect.arrayContaining([`${sites.main.url}/js-app`, `${sites.main.url}/assets/app.js`]));
    } finally {
      await renderer.close();
      await real.close();
    }
    expect(canaryConnections).toBe(0);

    // the address is judged where the socket connects (the guarded lookup), whatever DNS says
    const privateDns: Resolver = async () => [{ address: '10.1.2.3', family: 4 }];
    const guarded = createHttpClient({ config: cfg, resolver: privateDns });
    const renderer2 = createBrowserRenderer({ executablePath: CHROMIUM, userAgent: cfg.USER_AGENT, http: guarded });
    try {
      await expect(renderer2.render('http://rebind.test/', { timeoutMs: 20_000 })).rejects.toMatchObject({
        name: 'SsrfBlockedError',
        reason: 'Blocked: this address is on a private network and cannot be fetched',
      });
    } finally {
      await renderer2.close();
      await guarded.close();
    }
  }, 60_000);
});
