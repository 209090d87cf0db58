/**
 * Loopback server for the synthetic hotel web. Each site gets its own loopback address
 * (127.0.1.1, 127.0.1.2, … — all of 127.0.0.0/8 is loopback on Linux) on one shared port, so:
 *  - every site is a distinct host for both per-host politeness implementations (ours keys on
 *    `host:port`, the Crawlee peer's limiter on the URL host), as on the real web;
 *  - the worker's SSRF guard stays ON: loopback is private, and only the exact `ip:port` pairs
 *    listed in SCRAPER_ALLOW_PRIVATE_HOSTS get through (no resolver override is needed, which
 *    matters because main.ts builds its fetcher with the system resolver).
 * Hostnames (`h1.bench.test`) were the alternative, but they need a custom resolver inside the
 * worker process, and Crawlee's sameDomainDelaySecs keys on the registrable domain (all of them
 * would be one domain `bench.test`).
 * Pages are rendered once up front so generation does not compete with the peers during a run.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { latencyMs, renderPage, robotsTxt, SITE_PATHS, type SitePath } from './generate.ts';

export interface HotelWebOptions {
  sites: number;
  seed?: number;
  /** Disable the 50–150 ms latency (CPU benchmarks only). */
  noLatency?: boolean;
}

export interface HotelWebStats {
  pages: number;
  robots: number;
  other: number;
  bytes: number;
}

export interface HotelWeb {
  port: number;
  /** Homepage URL of each site, index order. */
  urls: string[];
  /** `ip:port` entries for SCRAPER_ALLOW_PRIVATE_HOSTS. */
  allowList: string[];
  stats(): HotelWebStats;
  resetStats(): void;
  close(): Promise<void>;
}

export function siteAddress(index: number): string {
  // 250 sites per /24 keeps clear of .0 and .255
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

function listenOn(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startHotelWeb(opts: HotelWebOptions): Promise<HotelWeb> {
  const seed = opts.seed ?? 42;
  const pages = new Map<string, Buffer>();
  for (let i = 0; i < opts.sites; i++) for (const p of SITE_PATHS) pages.set(`${i}${p}`, Buffer.from(renderPage(seed, i, p)));
  const byAddress = new Map<string, number>();
  for (let i = 0; i < opts.sites; i++) byAddress.set(siteAddress(i), i);

  let stats: HotelWebStats = { pages: 0, robots: 0, other: 0, bytes: 0 };
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const index = byAddress.get(req.socket.localAddress?.replace(/^::ffff:/, '') ?? '');
    const path = (req.url ?? '/').split('?')[0]!;
    if (index === undefined) {
      res.writeHead(404).end();
      return;
    }
    const delay = opts.noLatency ? 0 : latencyMs(seed, index, path);
    setTimeout(() => {
      if (res.destroyed) return;
      if (path === '/robots.txt') {
        stats.robots++;
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(robotsTxt(index));
        return;
      }
      const body = SITE_PATHS.includes(path as SitePath) ? pages.get(`${index}${path}`) : undefined;
      if (!body) {
        stats.other++;
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not found</title><h1>Page not found</h1>');
        return;
      }
      stats.pages++;
      stats.bytes += body.length;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body);
    }, delay);
  };

  const servers: Server[] = [];
  const first = createServer(handler);
  servers.push(first);
  const port = await listenOn(first, siteAddress(0), 0);
  for (let i = 1; i < opts.sites; i++) {
    const s = createServer(handler);
    servers.push(s);
    await listenOn(s, siteAddress(i), port);
  }
  const urls = Array.from({ length: opts.sites }, (_, i) => `http://${siteAddress(i)}:${port}/`);
  return {
    port,
    urls,
    allowList: urls.map((_, i) => `${siteAddress(i)}:${port}`),
    stats: () => ({ ...stats }),
    resetStats: () => {
      stats = { pages: 0, robots: 0, other: 0, bytes: 0 };
    },
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}

/** Every page of the first `sites` sites, for CPU benchmarks that need no server. */
export function* allPages(sites: number, seed = 42): Generator<{ index: number; path: SitePath; url: string; html: string }> {
  for (let i = 0; i < sites; i++) for (const p of SITE_PATHS) yield { index: i, path: p, url: `http://${siteAddress(i)}${p}`, html: renderPage(seed, i, p) };
}
