import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { loadWorkerConfig } from '../config.ts';
import { hotelPage } from '../../test/fixtures/edge-sites.ts';
import { ThrottledError } from '../errors.ts';
import { createFetcher } from './fetcher.ts';
import { createLocalHostLimiter, createRedisHostLimiter } from './politeness.ts';

/** A site that records when each request arrived (server clock), and how many ran at once. */
let server: http.Server;
let base = '';
const arrivals: number[] = [];
const robotsArrivals: number[] = [];
let inFlight = 0;
let maxInFlight = 0;
let throttleNext = false;
let redisA: Redis;
let redisB: Redis;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt') {
      robotsArrivals.push(performance.now());
      res.writeHead(404).end();
      return;
    }
    arrivals.push(performance.now());
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const finish = () => {
      inFlight--;
      if (throttleNext && path === '/throttle') {
        throttleNext = false;
        res.writeHead(429, { 'retry-after': '2', 'content-type': 'text/html' }).end('slow down');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hotelPage('Politeness Hotel'));
    };
    setTimeout(finish, path === '/slow' ? 300 : 5);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = await testRedisUrl();
  redisA = new Redis(url, { maxRetriesPerRequest: 2 });
  redisB = new Redis(url, { maxRetriesPerRequest: 2 });
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  redisA?.disconnect();
  redisB?.disconnect();
});

function workerConfig(prefix: string, extra: Record<string, string> = {}) {
  return loadWorkerConfig({
    SCRAPER_ALLOW_PRIVATE_HOSTS: new URL(base).host,
    REDIS_PREFIX: prefix,
    HOST_MIN_DELAY_MS: '400',
    HOST_CONCURRENCY: '2',
    ...extra,
  });
}

function gaps(times: number[]): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.slice(1).map((t, i) => t - sorted[i]!);
}

describe('per-host politeness shared through Redis', () => {
  it('spaces request starts to one host by the minimum delay across two worker fetchers', async () => {
    const prefix = uniqueRedisPrefix('polite');
    const a = createFetcher({ config: workerConfig(prefix), redis: redisA });
    const b = createFetcher({ config: workerConfig(prefix), redis: redisB });
    arrivals.length = 0;
    try {
      await Promise.all([
        ...[1, 2, 3].map((i) => a.fetchPage(`${base}/a${i}`)),
        ...[1, 2, 3].map((i) => b.fetchPage(`${base}/b${i}`)),
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(arrivals).toHaveLength(6);
    // Correctness property, not performance: no two starts closer than the delay (minus clock slack).
    for (const g of gaps(arrivals)) expect(g).toBeGreaterThanOrEqual(400 - 40);
  });

  it('lets robots.txt precede the first page without a turn in the spacing, then spaces the pages', async () => {
    const prefix = uniqueRedisPrefix('polite');
    const a = createFetcher({ config: workerConfig(prefix), redis: redisA });
    arrivals.length = 0;
    robotsArrivals.length = 0;
    try {
      await a.fetchPage(`${base}/first`);
      await a.fetchPage(`${base}/second`);
    } finally {
      await a.close();
    }
    expect(robotsArrivals).toHaveLength(1);
    expect(arrivals).toHaveLength(2);
    expect(arrivals[0]! - robotsArrivals[0]!).toBeLessThan(400 - 40);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(400 - 40);
  });

  it('never lets more than HOST_CONCURRENCY requests run at once across fetchers', async () => {
    const prefix = uniqueRedisPrefix('polite');
    const cfg = workerConfig(prefix, { HOST_MIN_DELAY_MS: '0', HOST_CONCURRENCY: '1' });
    const a = createFetcher({ config: cfg, redis: redisA });
    const b = createFetcher({ config: cfg, redis: redisB });
    maxInFlight = 0;
    try {
      await Promise.all([a.fetchPage(`${base}/slow`), b.fetchPage(`${base}/slow?x=1`), a.fetchPage(`${base}/slow?x=2`)]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(maxInFlight).toBe(1);
  });

  it('makes the other worker wait out a 429 Retry-After', async () => {
    const prefix = uniqueRedisPrefix('polite');
    const cfg = workerConfig(prefix, { HOST_MIN_DELAY_MS: '0' });
    const a = createFetcher({ config: cfg, redis: redisA });
    const b = createFetcher({ config: cfg, redis: redisB });
    arrivals.length = 0;
    throttleNext = true;
    try {
      const err = await a.fetchPage(`${base}/throttle`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ThrottledError);
      expect((err as ThrottledError).retryAfterMs).toBe(2000);
      await b.fetchPage(`${base}/after-throttle`);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(2000 - 100);
  });

  it('frees the slot of a worker that died holding it once its lease expires', async () => {
    const prefix = uniqueRedisPrefix('polite');
    const limiter = createRedisHostLimiter(redisA, prefix, { concurrency: 1, leaseMs: 300 });
    await limiter.acquire('dead.example:80', { delayMs: 0 }); // never released: the worker "died"
    const other = createRedisHostLimiter(redisB, prefix, { concurrency: 1, leaseMs: 300 });
    const release = await other.acquire('dead.example:80', { delayMs: 0, signal: AbortSignal.timeout(5000) });
    release();
  });

  it('aborts a wait when the signal fires', async () => {
    const prefix = uniqueRedisPrefix('polite');
    const limiter = createRedisHostLimiter(redisA, prefix, { concurrency: 1, leaseMs: 60_000 });
    await limiter.acquire('busy.example:80', { delayMs: 0 });
    await expect(limiter.acquire('busy.example:80', { delayMs: 0, signal: AbortSignal.timeout(200) })).rejects.toThrow();
  });
});

describe('in-process politeness (no Redis, for the CLI)', () => {
  it('spaces starts and caps concurrency', async () => {
    const limiter = createLocalHostLimiter({ concurrency: 1, leaseMs: 60_000 });
    const starts: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async () => {
        const release = await limiter.acquire('h:80', { delayMs: 200 });
        starts.push(performance.now());
        await new Promise((r) => setTimeout(r, 20));
        release();
      }),
    );
    for (const g of gaps(starts)) expect(g).toBeGreaterThanOrEqual(200 - 30);
  });

  it('hands the slot on to the next waiter when an earlier waiter gave up', async () => {
    const limiter = createLocalHostLimiter({ concurrency: 1, leaseMs: 60_000 });
    const release = await limiter.acquire('h2:80', { delayMs: 0 });
    const controller = new AbortController();
    const quitter = limiter.acquire('h2:80', { delayMs: 0, signal: controller.signal });
    const patient = limiter.acquire('h2:80', { delayMs: 0, signal: AbortSignal.timeout(5000) });
    controller.abort();
    await expect(quitter).rejects.toBeDefined();
    release();
    (await patient)();
  });
});
