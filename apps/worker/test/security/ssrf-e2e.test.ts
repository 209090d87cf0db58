/**
 * SSRF in the production configuration, end to end: the API (real Fastify app on real Postgres and
 * Redis) enqueues, an in-process BullMQ worker from apps/worker runs the real jobs with the real
 * fetcher. The only allow-list entry is the one fixture site that serves redirects; every other
 * target is loopback, private, metadata or an odd spelling of those. Canary listeners on 127.0.0.1
 * (an ephemeral port, and port 80 when it can be bound) must receive no connection at all.
 */
import dns from 'node:dns';
import net from 'node:net';
import { Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAMES, createRedisPublisher, eventsChannel } from '@hotel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../api/test/helpers.ts';
import { createModelRegistry } from '../../src/ai/registry.ts';
import { loadWorkerConfig } from '../../src/config.ts';
import { crawlSite } from '../../src/crawl/crawl-site.ts';
import { createFetcher, type Fetcher } from '../../src/fetch/index.ts';
import type { Logger } from '../../src/logger.ts';
import { createWorkers } from '../../src/queues.ts';
import { startEdgeSites, type EdgeSites } from '../fixtures/edge-sites.ts';
import { waitFor } from '../integration/helpers.ts';

interface Canary {
  server: net.Server;
  port: number;
  connections: number;
}

async function startCanary(port: number): Promise<Canary | null> {
  const canary: Canary = { server: net.createServer(), port, connections: 0 };
  canary.server.on('connection', (s) => {
    canary.connections += 1;
    s.destroy();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      canary.server.once('error', reject);
      canary.server.listen(port, '127.0.0.1', () => resolve());
    });
  } catch {
    return null; // port 80 taken or not permitted: the ephemeral canary still guards every case.
  }
  canary.port = (canary.server.address() as net.AddressInfo).port;
  return canary;
}

/** What a refusal shown to staff must never carry: internal addresses or name-resolution detail. */
const INTERNAL_DETAIL = /\b\d{1,3}(\.\d{1,3}){3}\b|\b0x[0-9a-f]+\b|[0-9a-f]*::[0-9a-f:.]*|\b[0-9a-f]{1,4}(:[0-9a-f]{1,4}){2,}\b|\bDNS\b|resolv|\bembeds\b|\bTeredo\b/i;
const PRIVATE_NETWORK = 'Blocked: this address is on a private network and cannot be fetched';
const METADATA_SERVICE = 'Blocked: this address is a cloud metadata service and cannot be fetched';

describe('SSRF end to end, production configuration (no allow list but the redirecting fixture)', () => {
  let t: TestApp;
  let user: TestSession;
  let edge: EdgeSites;
  let canary: Canary;
  let canary80: Canary | null;
  let redis: Redis;
  let queueRedis: Redis;
  let fetcher: Fetcher;
  let workers: Worker[] = [];
  let events: Redis;
  /** Every message the API would relay on /ws, as published by the worker. */
  const published: { type: string; error?: string | null }[] = [];
  /** What the worker wrote to its log: the refusal's detail belongs here. */
  const logged: object[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (obj) => void logged.push(obj),
    error: (obj) => void logged.push(obj),
  };
  /** Names from /etc/hosts that resolve to loopback on this machine (DNS-level SSRF), if any. */
  const loopbackNames: string[] = [];

  beforeAll(async () => {
    canary = (await startCanary(0))!;
    canary80 = await startCanary(80);
    for (const name of ['runsc', 'vm', 'localhost.localdomain', 'ip6-localhost']) {
      const found = await dns.promises.lookup(name, { all: true }).catch(() => []);
      if (found.length && found.every((a) => a.address === '127.0.0.1' || a.address === '::1')) loopbackNames.push(name);
    }
    edge = await startEdgeSites({ canaryPort: canary.port });
    t = await createTestApp({ app: { modules: { captureWaitMs: 30_000 } } });
    user = await t.loginAs();
    const main = new URL(edge.main.url);
    const config = loadWorkerConfig({
      // Exactly one entry: the fixture that redirects. Never the canary, never a bare 127.0.0.1.
      SCRAPER_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${main.port}`,
      HOST_MIN_DELAY_MS: '0',
      HOST_CONCURRENCY: '4',
      REDIS_PREFIX: t.prefix,
      FETCH_TIMEOUT_MS: '10000',
      CONNECT_TIMEOUT_MS: '5000',
    });
    expect(config.SCRAPER_ALLOW_PRIVATE_HOSTS).toEqual([`127.0.0.1:${main.port}`]);
    redis = new Redis(t.redisUrl);
    events = new Redis(t.redisUrl);
    events.on('message', (_channel: string, text: string) => void published.push(JSON.parse(text) as { type: string; error?: string | null }));
    await events.subscribe(eventsChannel(t.prefix));
    queueRedis = new Redis(t.redisUrl, { maxRetriesPerRequest: null });
    fetcher = createFetcher({ config, redis });
    workers = createWorkers(
      queueRedis,
      {
        db: t.db,
        fetcher,
        crawl: crawlSite,
        registry: createModelRegistry({}),
        publisher: createRedisPublisher(redis, t.prefix),
        logger,
        defaultMaxPages: 2,
      },
      { prefix: t.prefix, crawlConcurrency: 4, modelConcurrency: 4 },
    );
    await Promise.all(workers.map((w) => w.waitUntilReady()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    for (const name of Object.values(QUEUE_NAMES)) {
      const q = new Queue(name, { connection: queueRedis, prefix: t.prefix });
      await q.obliterate({ force: true }).catch(() => {});
      await q.close();
    }
    await fetcher?.close();
    await redis?.quit();
    await events?.quit();
    await queueRedis?.quit();
    await t?.close();
    await edge?.close();
    await new Promise((r) => canary?.server.close(r));
    if (canary80) await new Promise((r) => canary80!.server.close(r));
  }, 60_000);

  /** Loopback, private, metadata and odd notations: with the canary's port, and on the default port. */
  function targets(): string[] {
    const p = canary.port;
    const main = edge.main.url;
    return [
      `http://127.0.0.1:${p}/`,
      `http://localhost:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://127.1:${p}/`,
      `http://0.0.0.0:${p}/`,
      ...loopbackNames.map((n) => `http://${n}:${p}/`),
      'http://127.0.0.1/',
      'http://localhost/',
      'http://LOCALHOST./',
      'http://[::1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://127.0.0.1.:80/',
      'http://0/',
      ...loopbackNames.map((n) => `http://${n}/`),
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://100.100.100.200/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://[2002:7f00:1::]/',
      'http://[64:ff9b::7f00:1]/',
      'https://127.0.0.1/',
      // The allow-listed fixture redirecting away: allow-listing is per host:port, never per host.
      `${main}/to-canary`,
      `${main}/to-metadata`,
      `${main}/to-private`,
      `${main}/redirect-to?url=${encodeURIComponent(`http://localhost:${p}/`)}`,
      `${main}/redirect-to?url=${encodeURIComponent(`http://[::ffff:127.0.0.1]:${p}/x`)}`,
      `${main}/redirect-to?url=${encodeURIComponent('http://2130706433/')}`,
      ...loopbackNames.map((n) => `${main}/redirect-to?url=${encodeURIComponent(`http://${n}/`)}`),
      `${main}/redirect-to?url=${encodeURIComponent(`http://user:pw@127.0.0.1:${p}/`)}`,
      `${main}/redirect-to?url=${encodeURIComponent('file:///etc/passwd')}`,
      `${main}/redirect-to?url=${encodeURIComponent('gopher://127.0.0.1:6379/_FLUSHALL')}`,
    ];
  }

  function expectCanariesUntouched() {
    expect(canary.connections, 'ephemeral-port canary connections').toBe(0);
    expect(canary80?.connections ?? 0, 'port-80 canary connections').toBe(0);
  }

  it('the allow-listed fixture itself is reachable (so the refusals below are the guard, not a dead fixture)', async () => {
    const hotel = await t.db.insertInto('hotels').values({ id: 'SSRF-CONTROL', homepage_url: edge.main.url }).returning('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: `/api/hotels/${hotel.id}/scrape-source`, headers: t.auth(user), payload: { url: `${edge.main.url}/redirect/2` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed' });
    expect(res.json().snippetsCount).toBeGreaterThan(0);
  }, 120_000);

  it('POST /api/hotels/:id/scrape-source refuses every internal target with a readable Blocked reason', async () => {
    await t.db.insertInto('hotels').values({ id: 'SSRF-SOURCE', homepage_url: 'https://example.com/' }).execute();
    const failures: string[] = [];
    for (const url of targets()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/hotels/SSRF-SOURCE/scrape-source', headers: t.auth(user), payload: { url } });
      // Refused up front (400, e.g. a scheme the API never accepts) or by the worker (422 with the reason).
      if (res.statusCode === 400) continue;
      if (res.statusCode !== 422 || !/^Blocked/.test(res.json().message)) failures.push(`${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    const sources = await t.db.selectFrom('hotel_sources').select(['url', 'status', 'error']).where('hotel_id', '=', 'SSRF-SOURCE').execute();
    expect(sources.length).toBeGreaterThan(30);
    for (const s of sources) {
      expect(s.status, s.url).toBe('error');
      expect(s.error, s.url).toMatch(/^Blocked/);
    }
    expect(await t.db.selectFrom('snippets').select('id').where('hotel_id', '=', 'SSRF-SOURCE').execute()).toEqual([]);
    expectCanariesUntouched();
  }, 300_000);

  it('a CSV run (POST /api/scrape) over the same targets ends every hotel in error with a Blocked reason', async () => {
    const rows = targets().map((url, i) => ({ hotelId: `SSRF-RUN-${i}`, url }));
    const res = await t.app.inject({ method: 'POST', url: '/api/scrape', headers: t.auth(user), payload: { hotels: rows, model: 'builtin' } });
    expect(res.statusCode, res.body).toBe(202);
    const { runId } = res.json<{ runId: string }>();
    const run = await waitFor(
      async () => {
        const r = await t.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
        return r.status === 'completed' ? r : null;
      },
      240_000,
      'the SSRF run to complete',
    );
    expect(run).toMatchObject({ total: rows.length, completed: 0, failed: rows.length });
    const hotels = await t.db.selectFrom('hotels').select(['id', 'homepage_url', 'status', 'status_reason', 'snippets_count']).where('id', 'like', 'SSRF-RUN-%').execute();
    expect(hotels).toHaveLength(rows.length);
    for (const h of hotels) {
      expect(h.status, `${h.homepage_url}`).toBe('error');
      expect(h.status_reason, `${h.homepage_url}`).toMatch(/^Blocked: /);
      expect(h.snippets_count).toBe(0);
    }
    // Each refusal says what was refused, in words a person can act on.
    const reasons = new Set(hotels.map((h) => h.status_reason));
    expect([...reasons].some((r) => /port \d+ is not allowed/.test(r!))).toBe(true);
    expect(reasons).toContain(METADATA_SERVICE);
    expect(reasons).toContain(PRIVATE_NETWORK);
    // Blocked is final: no retries hammering the target.
    const items = await t.db.selectFrom('scrape_run_items').select(['hotel_id', 'attempts', 'status']).where('run_id', '=', runId).execute();
    for (const it of items) expect(it, it.hotel_id).toMatchObject({ status: 'error', attempts: 1 });
    expectCanariesUntouched();
  }, 300_000);

  it('refusals shown to staff and sent on /ws carry no internal address or DNS detail; the log has it', async () => {
    // Runs after the two tests above, which stored and published a refusal for every target.
    const hotels = await t.db.selectFrom('hotels').select(['homepage_url', 'status_reason']).where('id', 'like', 'SSRF-RUN-%').execute();
    const sources = await t.db.selectFrom('hotel_sources').select(['url', 'error']).where('hotel_id', '=', 'SSRF-SOURCE').execute();
    const items = await t.db.selectFrom('scrape_run_items').select(['hotel_id', 'error']).where('hotel_id', 'like', 'SSRF-RUN-%').execute();
    const shown = [
      ...hotels.map((h) => h.status_reason ?? ''),
      ...sources.map((s) => s.error ?? ''),
      ...items.map((i) => i.error ?? ''),
      ...published.map((m) => m.error ?? ''),
    ];
    expect(published.filter((m) => m.error).length).toBeGreaterThan(30);
    expect(shown.filter((text) => INTERNAL_DETAIL.test(text))).toEqual([]);
    // The same refusals in the API's answer to a single capture.
    for (const url of ['http://10.0.0.1/', 'http://[::ffff:7f00:1]/', 'http://169.254.169.254/latest/meta-data/', `${edge.main.url}/to-private`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/hotels/SSRF-SOURCE/scrape-source', headers: t.auth(user), payload: { url } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toBe(url.includes('169.254') ? METADATA_SERVICE : PRIVATE_NETWORK);
    }
    // Whoever investigates finds the address in the worker's log.
    const log = JSON.stringify(logged);
    expect(log).toContain('10.0.0.1 is private or reserved');
    expect(log).toContain('169.254.169.254 is a cloud metadata endpoint');
    expectCanariesUntouched();
  }, 120_000);
});
