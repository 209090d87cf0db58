import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTS } from '@hotel/db';
import { testRedisUrl, uniqueRedisPrefix } from '@hotel/db/testing';
import { startAnthropicStandIn } from '../../test/llm-standins/anthropic-standin.ts';
import { createRedisModelRateLimiter } from '../ai/rate-limit.ts';
import { createModelRegistry } from '../ai/registry.ts';
import { aiConfig, loadWorkerConfig } from '../config.ts';
import { createFetcher } from '../fetch/index.ts';
import { createWorkerMetrics, type WorkerMetrics } from './metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

const TOKEN = 'worker-scrape-token-42';
const PAGE = `<html><head><title>Harbour Hotel</title></head><body><main><h1>Harbour Hotel</h1><p>${'A quiet hotel by the harbour with sea views and a garden. '.repeat(20)}</p></main></body></html>`;

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('worker metrics and health', () => {
  let connection: Redis;
  let queue: Queue;
  let worker: Worker;
  let metrics: WorkerMetrics;
  let server: MetricsServer;
  let site: http.Server;
  let siteUrl: string;
  let healthy = true;
  const settled: string[] = [];

  beforeAll(async () => {
    connection = new Redis(await testRedisUrl(), { maxRetriesPerRequest: null });
    const prefix = uniqueRedisPrefix('hpt-metrics');
    queue = new Queue('scrape-hotel', { connection, prefix });
    worker = new Worker(
      'scrape-hotel',
      async (job) => {
        if (job.data.fail) throw new Error('the site was down');
        return 'ok';
      },
      { connection, prefix, concurrency: 2 },
    );
    worker.on('completed', (job) => settled.push(job.id!));
    worker.on('failed', (job) => settled.push(job!.id!));
    metrics = createWorkerMetrics();
    metrics.watch([worker]);
    metrics.watchDepths([queue]);
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', registry: metrics.registry, token: TOKEN, health: async () => (healthy ? null : 'not consuming: scrape-hotel') });

    site = http.createServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n');
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      if (req.url === '/broken') return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>oops</h1>');
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server?.close();
    await worker?.close();
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await connection?.quit();
    await new Promise((r) => site?.close(r));
  });

  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    fetch(`http://127.0.0.1:${server.port}/metrics`, { headers });

  it('refuses /metrics without the token with a 401 error answer', async () => {
    const res = await scrape({});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'A valid metrics token is required' });
  });

  it('reports job durations and outcomes by queue, and queue depths', async () => {
    await queue.add('scrape-hotel', { fail: false }, { jobId: 'good' });
    await queue.add('scrape-hotel', { fail: true }, { jobId: 'bad' });
    await queue.add('scrape-hotel', { fail: false }, { jobId: 'later', delay: 60_000 });
    await until(() => settled.length === 2, 'both jobs to settle');
    const text = await (await scrape()).text();
    expect(text).toMatch(/^job_duration_seconds_count\{queue="scrape-hotel",outcome="completed"\} 1$/m);
    expect(text).toMatch(/^job_duration_seconds_count\{queue="scrape-hotel",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^queue_jobs\{queue="scrape-hotel",state="delayed"\} 1$/m);
    expect(text).toMatch(/^queue_jobs\{queue="scrape-hotel",state="failed"\} 1$/m);
    expect(text).toMatch(/^queue_jobs\{queue="scrape-hotel",state="completed"\} 1$/m);
  });

  it('counts page fetches by outcome class', async () => {
    const config = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: new URL(siteUrl).host, HOST_MIN_DELAY_MS: '0', FETCH_TIMEOUT_MS: '10000' });
    const fetcher = metrics.instrumentFetcher(createFetcher({ config }));
    try {
      await fetcher.fetchPage(`${siteUrl}/`);
      for (const path of ['/missing', '/broken', '/private']) await expect(fetcher.fetchPage(`${siteUrl}${path}`)).rejects.toThrow();
      await expect(fetcher.fetchPage('http://169.254.169.254/latest/meta-data/')).rejects.toThrow();
    } finally {
      await fetcher.close();
    }
    const text = await (await scrape()).text();
    for (const outcome of ['ok', '4xx', '5xx', 'robots', 'ssrf']) {
      expect(text).toMatch(new RegExp(`^fetch_outcomes_total\\{outcome="${outcome}"\\} 1$`, 'm'));
    }
  });

  it('counts model tokens and estimated cost by model', async () => {
    const standIn = await startAnthropicStandIn();
    try {
      const models = metrics.instrumentRegistry(createModelRegistry(aiConfig(loadWorkerConfig({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: standIn.url }))));
      const answer = {
        name: { value: 'Harbour Hotel', snippetRefs: ['s1'] },
        brandName: { value: null, snippetRefs: [] },
        address: { value: null, snippetRefs: [] },
        situated: { value: null, snippetRefs: [] },
        description: { value: 'A quiet hotel by the harbour.', snippetRefs: ['s1'] },
        amenities: [],
        transportLinks: [],
        nearbyAttractions: [],
      };
      standIn.script({ kind: 'tool', input: answer, usage: { input: 2000, output: 400 } });
      const prompts = {
        scrapingbee_query: { text: DEFAULT_PROMPTS.scrapingbee_query, version: 1 },
        classifier: { text: DEFAULT_PROMPTS.classifier, version: 1 },
        profile_generator: { text: DEFAULT_PROMPTS.profile_generator, version: 1 },
      };
      const snippets = [{ id: 'aaaaaaaa-0000-4000-8000-000000000001', type: 'hotel_name' as const, content: 'Harbour Hotel', sourceUrl: siteUrl, pageUrl: siteUrl, method: 'json-ld', section: null }];
      const out = await models.resolve('claude-haiku-4-5').generator.generate({ model: 'claude-haiku-4-5', hotelId: 'H1', snippets, prompts });
      expect(out.fields.name).toBe('Harbour Hotel');
      await models.resolve('builtin').generator.generate({ model: 'builtin', hotelId: 'H1', snippets, prompts });
    } finally {
      await standIn.close();
    }
    const text = await (await scrape()).text();
    expect(text).toMatch(/^llm_tokens_total\{model="claude-haiku-4-5",direction="input"\} 2000$/m);
    expect(text).toMatch(/^llm_tokens_total\{model="claude-haiku-4-5",direction="output"\} 400$/m);
    expect(text).toMatch(/^llm_cost_usd_total\{model="claude-haiku-4-5"\} 0\.004$/m);
    expect(text).toMatch(/^llm_tokens_total\{model="builtin",direction="input"\} 0$/m);
  });

  it('times the waits of the model-call limiter and counts provider pauses', async () => {
    const standIn = await startAnthropicStandIn();
    const redis = new Redis(await testRedisUrl(), { maxRetriesPerRequest: 2 });
    try {
      const limiter = metrics.instrumentModelLimiter(createRedisModelRateLimiter(redis, uniqueRedisPrefix('hpt-mlimit'), { rpm: {} }));
      const models = createModelRegistry({ anthropicApiKey: 'test-key', anthropicBaseUrl: standIn.url }, { limiter, concurrency: 1 });
      standIn.script({ kind: 'error', status: 429, headers: { 'retry-after': '1' } }, { kind: 'tool', input: { ok: true } });
      const call = () =>
        models.resolve('claude-haiku-4-5').llm!.complete({ system: 's', user: 'u', toolName: 'record_ok', toolDescription: 'd', jsonSchema: { type: 'object' }, maxTokens: 10 });
      await expect(call()).rejects.toThrow(/rate limited/);
      await call();
    } finally {
      redis.disconnect();
      await standIn.close();
    }
    const text = await (await scrape()).text();
    expect(text).toMatch(/^llm_provider_pauses_total\{provider="anthropic"\} 1$/m);
    expect(text).toMatch(/^llm_rate_limit_wait_seconds_count\{provider="anthropic"\} 2$/m);
    // the second call waited out the pause: one observation above half a second
    expect(text).toMatch(/^llm_rate_limit_wait_seconds_bucket\{le="0\.5",provider="anthropic"\} 1$/m);
  });

  it('answers /healthz 200 while consuming and 503 with the reason when not', async () => {
    const ok = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    healthy = false;
    const down = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'not consuming: scrape-hotel' });
    healthy = true;
  });
});
