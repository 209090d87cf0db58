import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { hotelPage, startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { createFetcher } from './fetcher.ts';

/** A local server speaking ScrapingBee's GET /api/v1/?api_key&url&render_js protocol. */
let bee: http.Server;
let beeUrl = '';
const beeRequests: URLSearchParams[] = [];
let sites: EdgeSites;

beforeAll(async () => {
  bee = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    beeRequests.push(q);
    if (q.get('api_key') !== 'test-key') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid api key"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'spb-initial-status-code': '200' });
    res.end(hotelPage('Harbour View Hotel', 'Rendered by ScrapingBee. The hotel has 42 rooms, a pool and free WiFi for every guest staying with us this season.'));
  });
  await new Promise<void>((r) => bee.listen(0, '127.0.0.1', r));
  beeUrl = `http://127.0.0.1:${(bee.address() as AddressInfo).port}/api/v1/`;
  sites = await startEdgeSites({ canaryPort: 9 });
});

afterAll(async () => {
  await sites?.close();
  await new Promise((r) => bee.close(r));
});

const config = (key: string) =>
  loadWorkerConfig({
    SCRAPER_ALLOW_PRIVATE_HOSTS: sites.allowList.join(','),
    HOST_MIN_DELAY_MS: '0',
    SCRAPINGBEE_API_KEY: key,
    SCRAPINGBEE_ENDPOINT: beeUrl,
    CHROMIUM_PATH: '/nonexistent/chromium',
  });

describe('ScrapingBee fallback', () => {
  it('renders a bot challenge page through ScrapingBee with render_js', async () => {
    const fetcher = createFetcher({ config: config('test-key') });
    try {
      const page = await fetcher.fetchPage(`${sites.main.url}/challenge`);
      expect(page.via).toBe('scrapingbee');
      expect(page.html).toContain('Rendered by ScrapingBee');
      const q = beeRequests.at(-1)!;
      expect(q.get('url')).toBe(`${sites.main.url}/challenge`);
      expect(q.get('render_js')).toBe('true');
    } finally {
      await fetcher.close();
    }
  });

  it('keeps the page failure when ScrapingBee rejects the key', async () => {
    const fetcher = createFetcher({ config: config('wrong-key') });
    try {
      await expect(fetcher.fetchPage(`${sites.main.url}/js-shell`)).rejects.toMatchObject({ reason: 'Page has no readable content (JavaScript shell)' });
    } finally {
      await fetcher.close();
    }
  });

  it('is not used for ordinary pages', async () => {
    const before = beeRequests.length;
    const fetcher = createFetcher({ config: config('test-key') });
    try {
      expect((await fetcher.fetchPage(`${sites.main.url}/ok`)).via).toBe('http');
    } finally {
      await fetcher.close();
    }
    expect(beeRequests.length).toBe(before);
  });
});
