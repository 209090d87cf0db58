import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { browserAvailable } from './browser.ts';
import { createFetcher } from './fetcher.ts';

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
});
