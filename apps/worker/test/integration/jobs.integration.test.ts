import http from 'node:http';
import { Job, Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressMessage } from '@hotel/contracts';
import { BullMqJobQueue, QUEUE_NAMES, createRedisPublisher, scrapeJobId } from '@hotel/domain';
import { createRun } from '@hotel/domain/testing';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { createModelRegistry } from '../../src/ai/registry.ts';
import { loadWorkerConfig } from '../../src/config.ts';
import { crawlSite } from '../../src/crawl/crawl-site.ts';
import { ThrottledError } from '../../src/errors.ts';
import { createFetcher } from '../../src/fetch/index.ts';
import { handleCaptureSource } from '../../src/jobs/capture-source.ts';
import { handleGenerateProfile } from '../../src/jobs/generate-profile.ts';
import type { JobDeps } from '../../src/jobs/job-support.ts';
import { silentLogger } from '../../src/logger.ts';
import { handleScrapeHotel, recordAbandonedScrape } from '../../src/jobs/scrape-hotel.ts';
import { createWorkers } from '../../src/queues.ts';
import { INJECTION_TEXT, startEdgeSites } from '../fixtures/edge-sites.ts';
import { startCorpusSites, type CorpusSiteServer } from '../fixtures/fixture-server.ts';
import { startAnthropicStandIn, type AnthropicStep } from '../llm-standins/anthropic-standin.ts';
import type { StandIn } from '../llm-standins/server.ts';
import { detachedJob, listenToEvents, waitFor } from './helpers.ts';

/** The profile tool answer of a model that found only the name (and maybe amenities). */
function nameOnlyProfile(name: string, amenities: string[] = []) {
  return {
    name: { value: name, snippetRefs: ['s1'] },
    brandName: { value: null, snippetRefs: [] },
    address: { value: null, snippetRefs: [] },
    situated: { value: null, snippetRefs: [] },
    description: { value: null, snippetRefs: [] },
    amenities: amenities.map((text) => ({ text, snippetRefs: [] })),
    transportLinks: [],
    nearbyAttractions: [],
  };
}

const SLUGS = ['adventure-inn-durango', 'auberge-nos-aieux', 'fattoria-branciana', 'il-castellaccio-pisa'];

describe('worker jobs end to end (real Postgres, Redis, BullMQ, fixture sites)', () => {
  let tdb: TestDatabase;
  let redisUrl: string;
  let prefix: string;
  let corpus: Awaited<ReturnType<typeof startCorpusSites>>;
  let sites: CorpusSiteServer[];
  let redis: Redis;
  let queueRedis: Redis;
  let queue: Queue;
  /** Runs start through the console's start-run and its producer. */
  let producer: BullMqJobQueue;
  let idle: Queue;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  let deps: JobDeps;
  let anthropic: StandIn<AnthropicStep>;
  const workers: Worker[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase('hp_wjobs');
    redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix('hpw');
    corpus = await startCorpusSites((slug) => SLUGS.includes(slug));
    sites = SLUGS.map((s) => corpus.sites.get(s)!);
    anthropic = await startAnthropicStandIn();
    const config = loadWorkerConfig({
      SCRAPER_ALLOW_PRIVATE_HOSTS: corpus.allowList.join(','),
      HOST_MIN_DELAY_MS: '0',
      HOST_CONCURRENCY: '4',
      REDIS_PREFIX: prefix,
    });
    redis = new Redis(redisUrl);
    queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    deps = {
      db: tdb.db,
      fetcher: createFetcher({ config, redis }),
      crawl: crawlSite,
      registry: createModelRegistry({ anthropicApiKey: 'test-key', anthropicBaseUrl: anthropic.url }),
      publisher: createRedisPublisher(redis, prefix),
      logger: silentLogger,
      defaultMaxPages: 2,
    };
    queue = new Queue(QUEUE_NAMES.scrapeHotel, { connection: queueRedis, prefix });
    producer = new BullMqJobQueue({ redisUrl, prefix });
    idle = new Queue('idle', { connection: queueRedis, prefix: `${prefix}-idle` });
    events = await listenToEvents(redisUrl, prefix);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await producer?.close();
    await idle?.obliterate({ force: true }).catch(() => {});
    await idle?.close();
    await deps?.fetcher.close();
    await redis?.quit();
    await queueRedis?.quit();
    await corpus?.close();
    await anthropic?.close();
    await tdb?.drop();
  }, 60_000);

  it('completes every hotel of a run with typed snippets, provenance and a profile, publishing progress and complete', async () => {
    workers.push(...createWorkers(queueRedis, deps, { prefix, crawlConcurrency: 2, modelConcurrency: 2 }));
    const rows = [
      { hotelId: 'RUN1-A', url: sites[0]!.entryUrl },
      { hotelId: 'RUN1-B', url: sites[1]!.entryUrl },
      { hotelId: 'RUN1-404', url: `${sites[2]!.url}/no-such-hotel-page` },
    ];
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer });
    await waitFor(() => Promise.resolve(events.messages.find((m) => m.type === 'complete' && m.runId === runId)), 90_000, 'run complete');

    const run = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'completed', total: 3, completed: 2, failed: 1 });
    expect(run.finished_at).not.toBeNull();

    const hotelA = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'RUN1-A').executeTakeFirstOrThrow();
    expect(hotelA).toMatchObject({ status: 'completed', status_reason: null, has_profile: true, name: 'Adventure Inn Durango' });
    expect(hotelA.snippets_count).toBeGreaterThan(5);
    expect(hotelA.last_scraped_at).not.toBeNull();

    const snippets = await tdb.db.selectFrom('snippets').selectAll().where('hotel_id', '=', 'RUN1-A').execute();
    expect(new Set(snippets.map((s) => s.type)).size).toBeGreaterThan(2);
    expect(snippets.every((s) => s.source_id !== null)).toBe(true);
    const sources = await tdb.db.selectFrom('hotel_sources').selectAll().where('hotel_id', '=', 'RUN1-A').where('status', '=', 'completed').execute();
    expect(sources.length).toBeGreaterThanOrEqual(1);
    expect(sources.every((s) => s.fetched_via === 'http')).toBe(true);

    const profiles = await tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'RUN1-A').execute();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ version: 1, model: 'builtin', run_id: runId, job_key: `${runId}:RUN1-A`, input_tokens: 0 });
    const provIds = Object.values(profiles[0]!.provenance).flat();
    expect(provIds.length).toBeGreaterThan(0);
    const ids = new Set(snippets.map((s) => s.id));
    expect(provIds.every((id) => ids.has(id))).toBe(true);

    const item = await tdb.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).where('hotel_id', '=', 'RUN1-A').executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'completed', attempts: 1 });
    expect(item.snippets_count).toBe(hotelA.snippets_count);
    expect(item.pages_fetched).toBeGreaterThanOrEqual(1);

    // One entry when the run started (as the console writes it), one for the hotel's outcome.
    const audit = await tdb.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', 'RUN1-A').where('action', '=', 'scraped').orderBy('created_at').execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]!.details).toMatchObject({ runId, pagesFetched: expect.any(Number) });
    // The profile entry names its hotel in the details too (the audit page shows it).
    const profileAudit = await tdb.db.selectFrom('audit_logs').selectAll().where('entity_type', '=', 'profile').where('entity_id', '=', 'RUN1-A').executeTakeFirstOrThrow();
    expect(profileAudit).toMatchObject({ action: 'created', details: { hotelId: 'RUN1-A', model: 'builtin', version: 1 } });

    const progress = events.messages.filter((m): m is ProgressMessage => m.type === 'progress' && m.runId === runId);
    expect(progress).toHaveLength(3);
    expect(progress.map((p) => p.current).sort()).toEqual([1, 2, 3]);
    expect(progress.find((p) => p.hotelId === 'RUN1-A')).toMatchObject({ status: 'completed', total: 3, hotelName: 'Adventure Inn Durango' });
    expect(events.messages.filter((m) => m.type === 'complete' && m.runId === runId)).toEqual([
      { type: 'complete', runId, current: 3, total: 3, status: 'completed', hotelId: null, completed: 2, failed: 1 },
    ]);
  }, 120_000);

  it('ends a hotel whose homepage is 404 in error with a readable reason, without retrying', async () => {
    const runId = (await tdb.db.selectFrom('scrape_run_items').select('run_id').where('hotel_id', '=', 'RUN1-404').executeTakeFirstOrThrow()).run_id;
    const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'RUN1-404').executeTakeFirstOrThrow();
    expect(hotel).toMatchObject({ status: 'error', status_reason: 'Homepage unreachable: HTTP 404 Not Found', has_profile: false });
    const item = await tdb.db.selectFrom('scrape_run_items').selectAll().where('hotel_id', '=', 'RUN1-404').executeTakeFirstOrThrow();
    expect(item).toMatchObject({ status: 'error', error: 'Homepage unreachable: HTTP 404 Not Found', attempts: 1 });
    const job = await queue.getJob(scrapeJobId(runId, 'RUN1-404'));
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toBe('Homepage unreachable: HTTP 404 Not Found');
    expect(await job?.getState()).toBe('failed');
    expect(events.messages.find((m) => m.type === 'progress' && m.hotelId === 'RUN1-404')).toMatchObject({ status: 'error' });
  });

  it('writes snippets once and one profile version when the same job runs twice at the same time', async () => {
    const rows = [{ hotelId: 'TWICE', url: sites[3]!.entryUrl }];
    const { runId } = await createRun(tdb.db, { hotels: rows });
    const data = { runId, hotelId: 'TWICE', url: rows[0]!.url, model: 'builtin' };
    const [a, b] = await Promise.all([detachedJob(idle, 'scrape-hotel', data), detachedJob(idle, 'scrape-hotel', data)]);
    const results = await Promise.all([handleScrapeHotel(a!, deps), handleScrapeHotel(b!, deps)]);
    expect(results.map((r) => r.status)).toEqual(['completed', 'completed']);

    const snippets = await tdb.db.selectFrom('snippets').select(['source_url', 'content_hash']).where('hotel_id', '=', 'TWICE').execute();
    expect(snippets.length).toBeGreaterThan(0);
    expect(new Set(snippets.map((s) => `${s.source_url}|${s.content_hash}`)).size).toBe(snippets.length);
    const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'TWICE').executeTakeFirstOrThrow();
    expect(hotel.snippets_count).toBe(snippets.length);
    expect(await tdb.db.selectFrom('profiles').select('version').where('hotel_id', '=', 'TWICE').execute()).toEqual([{ version: 1 }]);
    const run = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ completed: 1, failed: 0, status: 'completed' });
    // and a third, late run of the job does nothing at all
    const late = await handleScrapeHotel(await detachedJob(idle, 'scrape-hotel', data), deps);
    expect(late.status).toBe('skipped');
    await waitFor(() => Promise.resolve(events.messages.some((m) => m.type === 'complete' && m.runId === runId)), 10_000, 'complete');
    expect(events.messages.filter((m) => m.type === 'progress' && m.runId === runId)).toHaveLength(1);
    expect(events.messages.filter((m) => m.type === 'complete' && m.runId === runId)).toHaveLength(1);
  }, 90_000);

  it('shares one run between two workers without doing any hotel twice', async () => {
    const second = createWorkers(new Redis(redisUrl, { maxRetriesPerRequest: null }), deps, { prefix, crawlConcurrency: 2, modelConcurrency: 2 });
    workers.push(...second);
    const rows = SLUGS.map((slug, i) => ({ hotelId: `TWO-${i}`, url: corpus.sites.get(slug)!.entryUrl }));
    const { runId } = await createRun(tdb.db, { hotels: rows, queue: producer, maxPages: 1 });
    await waitFor(() => Promise.resolve(events.messages.find((m) => m.type === 'complete' && m.runId === runId)), 90_000, 'run complete');
    const items = await tdb.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).execute();
    expect(items.map((i) => [i.status, i.attempts])).toEqual(rows.map(() => ['completed', 1]));
    const profiles = await tdb.db.selectFrom('profiles').select('hotel_id').where('run_id', '=', runId).execute();
    expect(profiles.map((p) => p.hotel_id).sort()).toEqual(rows.map((r) => r.hotelId).sort());
    expect(events.messages.filter((m) => m.type === 'progress' && m.runId === runId)).toHaveLength(rows.length);
  }, 120_000);

  it('captures one added source URL, files snippets under it and regenerates the profile', async () => {
    const source = await tdb.db
      .insertInto('hotel_sources')
      .values({ hotel_id: 'RUN1-B', url: sites[1]!.entryUrl.replace(/\/$/, '') + '/' })
      .onConflict((oc) => oc.columns(['hotel_id', 'url']).doUpdateSet({ status: 'pending' }))
      .returning(['id', 'url'])
      .executeTakeFirstOrThrow();
    const job = await detachedJob(idle, 'capture-source', { hotelId: 'RUN1-B', sourceId: source.id, url: source.url, model: 'builtin', requestedBy: null }, 3);
    const result = await handleCaptureSource(job, deps);
    expect(result.snippetsCount).toBeGreaterThan(0);
    expect(result.pageUrl).toContain('127.0.0.1');
    const row = await tdb.db.selectFrom('hotel_sources').selectAll().where('id', '=', source.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', error: null, http_status: 200, fetched_via: 'http' });
    const versions = await tdb.db.selectFrom('profiles').select('version').where('hotel_id', '=', 'RUN1-B').orderBy('version').execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(events.messages.find((m) => m.type === 'hotel-updated' && m.hotelId === 'RUN1-B' && m.reason === 'source')).toMatchObject({
      status: 'completed',
      sourceUrl: source.url,
    });
  }, 60_000);

  it('marks a source whose page is 404 as error with the reason and does not retry', async () => {
    const url = `${sites[1]!.url}/gone`;
    const source = await tdb.db.insertInto('hotel_sources').values({ hotel_id: 'RUN1-B', url }).returning('id').executeTakeFirstOrThrow();
    const job = await detachedJob(idle, 'capture-source', { hotelId: 'RUN1-B', sourceId: source.id, url, model: 'builtin', requestedBy: null }, 3);
    await expect(handleCaptureSource(job, deps)).rejects.toMatchObject({ name: 'UnrecoverableError', message: 'Page unreachable: HTTP 404 Not Found' });
    const row = await tdb.db.selectFrom('hotel_sources').selectAll().where('id', '=', source.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'error', error: 'Page unreachable: HTTP 404 Not Found' });
    expect(events.messages.find((m) => m.type === 'hotel-updated' && m.sourceUrl === url)).toMatchObject({ error: 'Page unreachable: HTTP 404 Not Found' });
  }, 60_000);

  it('stores only fetched subpages as sources; dead links found by the crawl stay out of hotel_sources and go to the audit entry', async () => {
    const body = '<p>The Dead Link Inn is a small family hotel on the harbour with twelve rooms, a garden and a sauna for guests.</p>';
    const server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const html = (title: string, links = ''): string => `<!doctype html><html><head><title>${title}</title></head><body><nav><ul>${links}</ul></nav><h1>${title}</h1>${body}</body></html>`;
      if (path === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(html('Dead Link Inn', '<li><a href="/rooms">Rooms</a></li><li><a href="/amenities">Amenities</a></li><li><a href="/location">Location</a></li>'));
      }
      if (path === '/rooms') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(html('Rooms at the Dead Link Inn'));
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(html('Not Found'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    const localDeps: JobDeps = { ...deps, fetcher: createFetcher({ config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${port}`, HOST_MIN_DELAY_MS: '0', REDIS_PREFIX: prefix }) }) };
    try {
      const rows = [{ hotelId: 'DEADLINKS', url: `${base}/` }];
      const { runId } = await createRun(tdb.db, { hotels: rows });
      const job = await detachedJob(idle, 'scrape-hotel', { runId, hotelId: 'DEADLINKS', url: `${base}/`, model: 'builtin', maxPages: 5 });
      await expect(handleScrapeHotel(job, localDeps)).resolves.toMatchObject({ status: 'completed' });

      const sources = await tdb.db.selectFrom('hotel_sources').select(['url', 'status', 'error']).where('hotel_id', '=', 'DEADLINKS').orderBy('url').execute();
      expect(sources).toEqual([
        { url: `${base}/`, status: 'completed', error: null },
        { url: `${base}/rooms`, status: 'completed', error: null },
      ]);
      const item = await tdb.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).where('hotel_id', '=', 'DEADLINKS').executeTakeFirstOrThrow();
      expect(item).toMatchObject({ status: 'completed', pages_fetched: 2 });
      const audit = await tdb.db
        .selectFrom('audit_logs')
        .select('details')
        .where('entity_id', '=', 'DEADLINKS')
        .where('action', '=', 'scraped')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const details = (typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details) as { pagesFailed: number; failedPages: { url: string; reason: string }[] };
      expect(details.pagesFailed).toBe(2);
      expect(details.failedPages.map((f) => f.url).sort()).toEqual([`${base}/amenities`, `${base}/location`]);
      expect(details.failedPages.every((f) => /404/.test(f.reason))).toBe(true);
    } finally {
      await localDeps.fetcher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 90_000);

  it('regenerates with an LLM through the Anthropic SDK, recording tokens, cost and prompt version', async () => {
    anthropic.script({
      kind: 'tool',
      usage: { input: 3000, output: 500 },
      input: {
        name: { value: 'Adventure Inn Durango', snippetRefs: ['s1'] },
        brandName: { value: null, snippetRefs: [] },
        address: { value: '3515 Main Avenue, Durango, CO 81301', snippetRefs: ['s2'] },
        situated: { value: 'North Durango', snippetRefs: [] },
        description: { value: 'A family-run motel.', snippetRefs: ['s3'] },
        amenities: [{ text: 'Free WiFi', snippetRefs: ['s4'] }],
        transportLinks: [],
        nearbyAttractions: [{ text: 'Durango & Silverton Narrow Gauge Railroad', snippetRefs: [] }],
      },
    });
    const job = await detachedJob(idle, 'generate-profile', { hotelId: 'RUN1-A', model: 'claude-haiku-4-5', requestedBy: null, reason: 'regenerate' });
    const out = await handleGenerateProfile(job, deps);
    expect(out).toEqual({ version: 2, created: true });
    const p = await tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'RUN1-A').where('version', '=', 2).executeTakeFirstOrThrow();
    expect(p).toMatchObject({ model: 'claude-haiku-4-5', prompt_version: 1, input_tokens: 3000, output_tokens: 500, job_key: job.id, address: '3515 Main Avenue, Durango, CO 81301' });
    expect(Number(p.cost_usd)).toBeCloseTo(0.0055, 6);
    expect(Object.keys(p.provenance)).toContain('name');
    const sent = anthropic.requests.at(-1)!.body as { messages: { content: string }[] };
    expect(sent.messages[0]!.content).toContain('<snippets>');
    expect(sent.messages[0]!.content).not.toContain('<html');
  }, 60_000);

  it('reports a captured source as captured even when the profile step after it fails', async () => {
    // every call refuses: the LLM snippet steps skip a refusal, the profile step fails on it
    anthropic.setFallback({ kind: 'text', text: 'no', stopReason: 'refusal' });
    const url = sites[1]!.entryUrl.replace(/\/$/, '') + '/?from=profile-failure';
    const source = await tdb.db.insertInto('hotel_sources').values({ hotel_id: 'RUN1-B', url }).returning(['id', 'url']).executeTakeFirstOrThrow();
    const job = await detachedJob(idle, 'capture-source', { hotelId: 'RUN1-B', sourceId: source.id, url: source.url, model: 'claude-haiku-4-5', requestedBy: null }, 3);
    const result = await handleCaptureSource(job, deps);
    expect(result.snippetsCount).toBeGreaterThan(0);
    const row = await tdb.db.selectFrom('hotel_sources').selectAll().where('id', '=', source.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', error: null });
    const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'RUN1-B').executeTakeFirstOrThrow();
    expect(hotel.status).toBe('error');
    // Pub/sub delivers after the handler returns; under load the last event may still be on its way.
    const failed = await waitFor(
      () => Promise.resolve(events.messages.filter((m) => m.type === 'hotel-updated' && m.sourceUrl === source.url).find((m) => 'status' in m && m.status === 'error')),
      10_000,
      'the hotel-updated event of the failed profile step',
    );
    expect(failed).toMatchObject({ status: 'error', error: null });
    expect(events.messages.filter((m) => m.type === 'hotel-updated' && m.sourceUrl === source.url).at(-1)).toBe(failed);
    anthropic.setFallback(null);
  }, 60_000);

  it('puts the hotel in error with the provider reason, and stores no profile, when the model keeps refusing', async () => {
    anthropic.script({ kind: 'text', text: 'no', stopReason: 'refusal' }, { kind: 'text', text: 'no', stopReason: 'refusal' });
    const before = await tdb.db.selectFrom('profiles').select('id').where('hotel_id', '=', 'RUN1-A').execute();
    const job = await detachedJob(idle, 'generate-profile', { hotelId: 'RUN1-A', model: 'claude-haiku-4-5', requestedBy: null, reason: 'regenerate' });
    await expect(handleGenerateProfile(job, deps)).rejects.toMatchObject({ name: 'UnrecoverableError' });
    const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'RUN1-A').executeTakeFirstOrThrow();
    expect(hotel).toMatchObject({ status: 'error', status_reason: 'AI provider failed: the model refused to answer (after one repair attempt)' });
    const after = await tdb.db.selectFrom('profiles').select('id').where('hotel_id', '=', 'RUN1-A').execute();
    expect(after).toHaveLength(before.length);
  }, 60_000);
  it('waits out an AI rate limit (429 retry-after) without using up an attempt, then completes', async () => {
    const profileQueue = new Queue(QUEUE_NAMES.generateProfile, { connection: queueRedis, prefix });
    try {
      anthropic.script(
        { kind: 'error', status: 429, headers: { 'retry-after': '1' } },
        { kind: 'tool', input: nameOnlyProfile('Auberge Nos Aieux') },
      );
      const before = anthropic.requests.length;
      const job = await profileQueue.add(
        QUEUE_NAMES.generateProfile,
        { hotelId: 'RUN1-B', model: 'claude-haiku-4-5', requestedBy: null, reason: 'regenerate' },
        { attempts: 2, backoff: { type: 'exponential', delay: 2_000 } },
      );
      const done = await waitFor(
        async () => {
          const j = await Job.fromId(profileQueue, job.id!);
          const state = await j?.getState();
          return state === 'completed' || state === 'failed' ? j : null;
        },
        60_000,
        'the throttled job to finish',
      );
      expect(await done.getState()).toBe('completed');
      expect((done.data as { throttleWaits?: number }).throttleWaits).toBe(1);
      expect(anthropic.requests.length - before).toBe(2);
      const latest = await tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'RUN1-B').orderBy('version', 'desc').executeTakeFirstOrThrow();
      expect(latest).toMatchObject({ model: 'claude-haiku-4-5', job_key: job.id });
    } finally {
      await profileQueue.close();
    }
  }, 90_000);

  it('scrapes with an LLM model: snippet steps and profile see text and snippets only, tokens add up per hotel and run', async () => {
    anthropic.setFallback((body) => {
      const tool = (body.tool_choice as { name: string }).name;
      if (tool === 'record_snippets') return { kind: 'tool', input: { snippets: [{ type: 'amenity', content: 'Bicycle storage room', section: null }] }, usage: { input: 100, output: 10 } };
      if (tool === 'classify_snippets') return { kind: 'tool', input: { items: [] }, usage: { input: 50, output: 5 } };
      return {
        kind: 'tool',
        usage: { input: 1000, output: 200 },
        input: nameOnlyProfile('Fattoria Branciana', ['Bicycle storage']),
      };
    });
    try {
      const rows = [{ hotelId: 'LLM-1', url: sites[2]!.entryUrl }];
      const { runId } = await createRun(tdb.db, { hotels: rows, model: 'claude-haiku-4-5' });
      const before = anthropic.requests.length;
      const job = await detachedJob(idle, 'scrape-hotel', { runId, hotelId: 'LLM-1', url: rows[0]!.url, model: 'claude-haiku-4-5', maxPages: 1 });
      const result = await handleScrapeHotel(job, deps);
      expect(result.status).toBe('completed');
      const sent = anthropic.requests.slice(before);
      expect(sent.at(-1)!.body.tool_choice).toEqual({ type: 'tool', name: 'record_hotel_profile' });
      for (const r of sent) expect(JSON.stringify(r.body)).not.toMatch(/<html|<body|<div/i);
      const profile = await tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'LLM-1').executeTakeFirstOrThrow();
      const run = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
      // the extractor step runs on pages the rules found little on, the classifier only when they left
      // untyped snippets: whichever ran, its tokens are counted with the profile's
      const calls = (tool: string): number => sent.filter((r) => (r.body.tool_choice as { name: string }).name === tool).length;
      expect(profile.input_tokens).toBe(1000 + 100 * calls('record_snippets') + 50 * calls('classify_snippets'));
      expect(run.input_tokens).toBe(profile.input_tokens);
      expect(run.output_tokens).toBe(profile.output_tokens);
      expect(Number(run.cost_usd)).toBeGreaterThan(0);
      expect(profile.prompt_version).toBe(1);
    } finally {
      anthropic.setFallback(null);
    }
  }, 90_000);

  it('does not complete a hotel with fewer snippets when an LLM snippet step is rate limited: the attempt fails with the ThrottledError', async () => {
    anthropic.setFallback((body) => {
      const tool = (body.tool_choice as { name: string }).name;
      if (tool === 'record_snippets' || tool === 'classify_snippets') return { kind: 'error', status: 429, headers: { 'retry-after': '3' } };
      return {
        kind: 'tool',
        input: nameOnlyProfile('Auberge Nos Aieux'),
      };
    });
    try {
      // auberge's homepage leaves untyped snippets, so the classifier step runs
      const rows = [{ hotelId: 'LLM-429', url: sites[1]!.entryUrl }];
      const { runId } = await createRun(tdb.db, { hotels: rows, model: 'claude-haiku-4-5' });
      const before = anthropic.requests.length;
      const job = await detachedJob(idle, 'scrape-hotel', { runId, hotelId: 'LLM-429', url: rows[0]!.url, model: 'claude-haiku-4-5', maxPages: 1 });
      const err = await handleScrapeHotel(job, deps).then(
        () => null,
        (e: unknown) => e,
      );
      const tools = anthropic.requests.slice(before).map((r) => (r.body.tool_choice as { name: string }).name);
      expect(tools.length).toBeGreaterThan(0);
      expect(tools).not.toContain('record_hotel_profile');
      expect(err).toBeInstanceOf(ThrottledError);
      expect((err as ThrottledError).retryAfterMs).toBe(3_000);
      // nothing half-done was stored: the retry starts from the same place
      expect(await tdb.db.selectFrom('snippets').select('id').where('hotel_id', '=', 'LLM-429').execute()).toEqual([]);
      expect(await tdb.db.selectFrom('profiles').select('id').where('hotel_id', '=', 'LLM-429').execute()).toEqual([]);
      const item = await tdb.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).executeTakeFirstOrThrow();
      expect(item.status).not.toBe('completed');
    } finally {
      anthropic.setFallback(null);
    }
  }, 90_000);

  it('records a hotel BullMQ gave up on outside the handler (stalled too often) as failed, once', async () => {
    const rows = [{ hotelId: 'STALL-1', url: sites[0]!.entryUrl }];
    const { runId } = await createRun(tdb.db, { hotels: rows });
    await tdb.db.updateTable('scrape_run_items').set({ status: 'processing', attempts: 3 }).where('run_id', '=', runId).execute();
    const data = { runId, hotelId: 'STALL-1', url: rows[0]!.url, model: 'builtin' };
    expect(await recordAbandonedScrape(deps, data, 'Processing failed: the worker handling this hotel stopped repeatedly')).toBe(true);
    expect(await recordAbandonedScrape(deps, data, 'again')).toBe(false);
    const run = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'completed', failed: 1, completed: 0 });
    const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'STALL-1').executeTakeFirstOrThrow();
    expect(hotel).toMatchObject({ status: 'error', status_reason: 'Processing failed: the worker handling this hotel stopped repeatedly' });
  });
  it('fails a hotel whose run names an unusable model before fetching anything, with the reason', async () => {
    const rows = [{ hotelId: 'BADMODEL', url: sites[0]!.entryUrl }];
    const { runId } = await createRun(tdb.db, { hotels: rows, model: 'gpt-nope' });
    const hitsBefore = sites[0]!.hits.get('/') ?? 0;
    const job = await detachedJob(idle, 'scrape-hotel', { runId, hotelId: 'BADMODEL', url: rows[0]!.url, model: 'gpt-nope' });
    await expect(handleScrapeHotel(job, deps)).rejects.toMatchObject({ name: 'UnrecoverableError', message: expect.stringContaining('Unknown model "gpt-nope"') });
    const hotel = await tdb.db.selectFrom('hotels').selectAll().where('id', '=', 'BADMODEL').executeTakeFirstOrThrow();
    expect(hotel.status).toBe('error');
    expect(hotel.status_reason).toMatch(/^Unknown model "gpt-nope"\. Choose one of: .*builtin/);
    expect(sites[0]!.hits.get('/') ?? 0).toBe(hitsBefore);
  });
  it('ends edge-case hotels with readable reasons and keeps injected instructions out of the profile', async () => {
    const edge = await startEdgeSites({ canaryPort: 9 });
    const edgeConfig = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: edge.allowList.join(','), HOST_MIN_DELAY_MS: '0', REDIS_PREFIX: prefix });
    const edgeDeps: JobDeps = { ...deps, fetcher: createFetcher({ config: edgeConfig }) };
    try {
      const rows = [
        { hotelId: 'EDGE-INJ', url: `${edge.main.url}/injected` },
        { hotelId: 'EDGE-ROBOTS', url: `${edge.disallowAll.url}/` },
        { hotelId: 'EDGE-PRIV', url: `${edge.main.url}/to-private` },
        { hotelId: 'EDGE-GONE', url: `${edge.main.url}/gone` },
      ];
      const { runId } = await createRun(tdb.db, { hotels: rows });
      for (const r of rows) {
        const job = await detachedJob(idle, 'scrape-hotel', { runId, hotelId: r.hotelId, url: r.url, model: 'builtin', maxPages: 0 });
        await handleScrapeHotel(job, edgeDeps).catch((e: unknown) => expect((e as Error).name).toBe('UnrecoverableError'));
      }
      const hotels = await tdb.db.selectFrom('hotels').select(['id', 'status', 'status_reason']).where('id', 'like', 'EDGE-%').orderBy('id').execute();
      const byId = Object.fromEntries(hotels.map((h) => [h.id, h]));
      expect(byId['EDGE-INJ']).toMatchObject({ status: 'completed', status_reason: null });
      expect(byId['EDGE-ROBOTS']!.status).toBe('error');
      expect(byId['EDGE-ROBOTS']!.status_reason).toMatch(/robots\.txt/i);
      expect(byId['EDGE-PRIV']!.status).toBe('error');
      expect(byId['EDGE-PRIV']!.status_reason).toMatch(/^Blocked/);
      expect(byId['EDGE-GONE']).toMatchObject({ status: 'error', status_reason: 'Homepage unreachable: HTTP 410 Gone' });

      const profile = await tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'EDGE-INJ').executeTakeFirstOrThrow();
      const text = JSON.stringify(profile);
      expect(text).not.toContain('Grand Budapest');
      expect(text).not.toContain(INJECTION_TEXT);
      const snippets = await tdb.db.selectFrom('snippets').select('content').where('hotel_id', '=', 'EDGE-INJ').execute();
      expect(snippets.length).toBeGreaterThan(0);
      expect(snippets.some((sn) => sn.content.includes('Grand Budapest'))).toBe(false);
      const run = await tdb.db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
      expect(run).toMatchObject({ status: 'completed', completed: 1, failed: 3 });
    } finally {
      await edgeDeps.fetcher.close();
      await edge.close();
    }
  }, 90_000);
});
