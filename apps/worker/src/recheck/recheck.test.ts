import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECHECK_PAUSED_SETTING, type ScrapeHotelJob } from '@hotel/contracts';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { createRedisPublisher, startRun } from '@hotel/domain';
import { createModelRegistry, type ModelRegistry } from '../ai/registry.ts';
import { loadWorkerConfig } from '../config.ts';
import { crawlSite } from '../crawl/crawl-site.ts';
import { createFetcher } from '../fetch/index.ts';
import type { JobDeps } from '../jobs/job-support.ts';
import { silentLogger } from '../logger.ts';
import { handleScrapeHotel } from '../jobs/scrape-hotel.ts';
import { runRecheckTick, type RecheckDeps } from './scheduler.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small hotel site on 127.0.0.1 that speaks ETag / If-None-Match like a real server. */
function hotelSite() {
  const pages = new Map<string, string>();
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.renderedAt=${Date.now()}</script></head><body><nav><a href="/rooms">Rooms</a> <a href="/amenities">Amenities</a></nav><main><h1>${title}</h1>${body}</main></body></html>`;
  pages.set('/', page('Harbour Light Inn', '<p>Harbour Light Inn is a small family-run inn on the quay of Port Ellen, with twelve rooms looking over the bay and a kitchen that cooks what the boats bring in every morning.</p><address>1 Quay Street, Port Ellen PA42 7AA, Scotland</address>'));
  pages.set('/rooms', page('Rooms', '<h2>Sea view double</h2><p>A double room with a view over the harbour, a rain shower and a writing desk by the window for the long summer evenings.</p><h2>Garden single</h2><p>A quiet single room at the back of the house, opening onto the walled garden where breakfast is served when the weather allows.</p>'));
  pages.set('/amenities', page('Amenities', '<h2>Amenities</h2><p>Everything guests need for a stay on the island, from the first coffee of the morning to a dram by the fire at night. Ask at the desk for maps of the coastal paths and the distillery walks; we are happy to help plan your days.</p><ul><li>Free WiFi</li><li>Restaurant</li><li>Bicycle hire</li></ul>'));
  const state = { honourValidators: true, requests: 0, notModified: 0 };
  const etagOf = (html: string) => `"${createHash('sha1').update(html.replace(/renderedAt=\d+/, '')).digest('hex')}"`;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt') return void res.writeHead(404).end();
    const html = pages.get(path);
    if (!html) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    state.requests++;
    const etag = etagOf(html);
    if (state.honourValidators && req.headers['if-none-match'] === etag) {
      state.notModified++;
      return void res.writeHead(304, { etag }).end();
    }
    // a fresh script timestamp on every answer, as many sites have: the content hash ignores it
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag }).end(html.replace(/renderedAt=\d+/, `renderedAt=${Date.now()}`));
  });
  return {
    pages,
    state,
    async start(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('scheduled re-checks', () => {
  let t: TestDatabase;
  let redis: Redis;
  let queueRedis: Redis;
  let idle: Queue;
  let deps: JobDeps;
  let site: ReturnType<typeof hotelSite>;
  let host: string;
  let modelCalls = 0;

  /** The builtin model, counting every profile generation (a model call). */
  function countingRegistry(base: ModelRegistry): ModelRegistry {
    return {
      list: () => base.list(),
      defaultModelId: base.defaultModelId,
      resolve(id) {
        const resolved = base.resolve(id);
        return {
          ...resolved,
          generator: {
            generate: (req) => {
              modelCalls++;
              return resolved.generator.generate(req);
            },
          },
        };
      },
    };
  }

  /** Starts a run through the one start-run and runs its only job through the real handler. */
  async function runOnce(kind: 'scrape' | 'recheck'): Promise<string> {
    const jobs: ScrapeHotelJob[] = [];
    const { runId } = await startRun(
      { db: t.db, queue: { enqueueScrapeHotels: async (batch) => void jobs.push(...batch) }, clock: { now: () => new Date() } },
      { actorId: null, hotels: [{ hotelId: 'harbour-light', url: `http://${host}/` }], model: 'builtin', kind },
    );
    for (const data of jobs) await handleScrapeHotel(await idle.add('scrape-hotel', { ...data, maxPages: 2 }, { attempts: 1 }), deps);
    return runId;
  }

  const item = (runId: string) => t.db.selectFrom('scrape_run_items').selectAll().where('run_id', '=', runId).executeTakeFirstOrThrow();
  const versions = async () => (await t.db.selectFrom('profiles').select('version').where('hotel_id', '=', 'harbour-light').execute()).length;

  beforeAll(async () => {
    t = await createTestDatabase('hp_recheck');
    const redisUrl = await testRedisUrl();
    const prefix = uniqueRedisPrefix('hpt-recheck');
    site = hotelSite();
    host = await site.start();
    const config = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: host, HOST_MIN_DELAY_MS: '0', REDIS_PREFIX: prefix });
    redis = new Redis(redisUrl);
    queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    idle = new Queue('idle', { connection: queueRedis, prefix: `${prefix}-idle` });
    deps = {
      db: t.db,
      fetcher: createFetcher({ config, redis }),
      crawl: crawlSite,
      registry: countingRegistry(createModelRegistry({})),
      publisher: createRedisPublisher(redis, prefix),
      logger: silentLogger,
      defaultMaxPages: 2,
    };
  }, 120_000);

  afterAll(async () => {
    await idle?.obliterate({ force: true }).catch(() => {});
    await idle?.close();
    await deps?.fetcher.close();
    await redis?.quit();
    await queueRedis?.quit();
    await site?.close();
    await t?.drop();
  }, 60_000);

  it('asks conditionally, and a hotel whose pages answer 304 makes no model call and writes no version; a changed page does', async () => {
    const first = await runOnce('scrape');
    expect((await item(first)).status).toBe('completed');
    expect(modelCalls).toBe(1);
    expect(await versions()).toBe(1);
    const sources = await t.db.selectFrom('hotel_sources').select(['url', 'etag', 'content_hash']).where('hotel_id', '=', 'harbour-light').execute();
    expect(sources).toHaveLength(3);
    for (const s of sources) expect(s.etag && s.content_hash).toBeTruthy();

    // nothing changed: every page answers 304
    const before = { ...site.state };
    const unchanged = await runOnce('recheck');
    const u = await item(unchanged);
    expect(u).toMatchObject({ status: 'completed', pages_unchanged: 3, pages_changed: 0 });
    expect(site.state.notModified - before.notModified).toBe(3);
    expect(modelCalls).toBe(1);
    expect(await versions()).toBe(1);
    const run = await t.db.selectFrom('scrape_runs').select(['kind', 'status']).where('id', '=', unchanged).executeTakeFirstOrThrow();
    expect(run).toEqual({ kind: 'recheck', status: 'completed' });
    expect((await t.db.selectFrom('hotels').select('status').where('id', '=', 'harbour-light').executeTakeFirstOrThrow()).status).toBe('completed');

    // one subpage changes: only it is extracted again, and the profile is regenerated once
    site.pages.set('/amenities', site.pages.get('/amenities')!.replace('<li>Bicycle hire</li>', '<li>Sauna</li>'));
    const changed = await runOnce('recheck');
    expect(await item(changed)).toMatchObject({ status: 'completed', pages_unchanged: 2, pages_changed: 1 });
    expect(modelCalls).toBe(2);
    expect(await versions()).toBe(2);
    const contents = (await t.db.selectFrom('snippets').select('content').where('hotel_id', '=', 'harbour-light').execute()).map((s) => s.content).join('\n');
    expect(contents).toContain('Sauna');
    // the removed item's snippet went with the old page
    expect(contents).not.toContain('Bicycle hire');
  }, 120_000);

  it('crawls the site afresh when the homepage changed, extracting only the pages that changed', async () => {
    const calls = modelCalls;
    const versionsBefore = await versions();
    site.pages.set('/', site.pages.get('/')!.replace('twelve rooms', 'fourteen rooms'));
    const runId = await runOnce('recheck');
    expect(await item(runId)).toMatchObject({ status: 'completed', pages_unchanged: 2, pages_changed: 1 });
    expect(modelCalls).toBe(calls + 1);
    expect(await versions()).toBe(versionsBefore + 1);
  }, 120_000);

  it('tells an unchanged page by its content hash when the site ignores If-None-Match', async () => {
    site.state.honourValidators = false;
    try {
      const calls = modelCalls;
      const runId = await runOnce('recheck');
      expect(await item(runId)).toMatchObject({ status: 'completed', pages_unchanged: 3, pages_changed: 0 });
      expect(modelCalls).toBe(calls);
    } finally {
      site.state.honourValidators = true;
    }
  }, 120_000);
});

describe('the re-check scheduler', () => {
  let t: TestDatabase;
  let now: Date;
  const started: { hotelId: string; url: string }[][] = [];
  let deps: RecheckDeps;

  beforeAll(async () => {
    t = await createTestDatabase('hp_recheck_sched');
  }, 120_000);
  afterAll(() => t?.drop());

  beforeEach(async () => {
    started.length = 0;
    now = new Date('2030-06-01T12:00:00Z');
    await t.db.deleteFrom('scrape_run_items').execute();
    await t.db.deleteFrom('scrape_runs').execute();
    await t.db.deleteFrom('app_settings').execute();
    await t.db.deleteFrom('hotels').execute();
    const hotel = (id: string, scrapedDaysAgo: number | null, extra: Record<string, unknown> = {}) => ({
      id,
      homepage_url: `https://${id}.example/`,
      status: 'completed' as const,
      last_scraped_at: scrapedDaysAgo === null ? null : new Date(now.getTime() - scrapedDaysAgo * DAY),
      ...extra,
    });
    await t.db
      .insertInto('hotels')
      .values([
        hotel('due-a', 40),
        hotel('due-b', 31),
        hotel('due-c', 35),
        hotel('fresh', 10),
        hotel('never', 400, { recheck_days: 0 }),
        hotel('weekly', 8, { recheck_days: 7 }),
        hotel('never-scraped', null, { status: 'pending' }),
        hotel('busy', 60, { status: 'processing' }),
        hotel('checked-lately', 60, { last_checked_at: new Date(now.getTime() - 2 * DAY) }),
      ])
      .execute();
    deps = {
      db: t.db,
      logger: silentLogger,
      now: () => now,
      defaultDays: 30,
      maxPerHour: 100,
      startRun: async (input) => {
        started.push(input.hotels);
        return startRun({ db: t.db, queue: { enqueueScrapeHotels: async () => {} }, clock: { now: () => now } }, { ...input, model: 'builtin' });
      },
    };
  });

  it('starts one "recheck" run for the due hotels only, most overdue first, and not again on the next tick', async () => {
    const tick = await runRecheckTick(deps);
    expect(tick).toMatchObject({ paused: false, started: 4 });
    expect(started[0]!.map((h) => h.hotelId)).toEqual(['due-a', 'due-c', 'due-b', 'weekly']);
    const runs = await t.db.selectFrom('scrape_runs').select(['kind', 'created_by', 'total']).execute();
    expect(runs).toEqual([{ kind: 'recheck', created_by: null, total: 4 }]);
    expect(await runRecheckTick(deps)).toMatchObject({ started: 0 });
  });

  it('does nothing while an admin has paused re-checks', async () => {
    await t.db.insertInto('app_settings').values({ key: RECHECK_PAUSED_SETTING, value: JSON.stringify(true) }).execute();
    expect(await runRecheckTick(deps)).toEqual({ paused: true });
    expect(started).toHaveLength(0);
    await t.db.updateTable('app_settings').set({ value: JSON.stringify(false) }).where('key', '=', RECHECK_PAUSED_SETTING).execute();
    expect(await runRecheckTick(deps)).toMatchObject({ started: 4 });
  });

  it('keeps to RECHECK_MAX_PER_HOUR: a tick takes its share, the hour never more than the cap', async () => {
    // 2 per hour and a tick every 30 minutes: one per tick, then the cap holds for the rest of the hour
    const capped = { ...deps, maxPerHour: 2, tickMs: 30 * 60_000 };
    expect(await runRecheckTick(capped)).toMatchObject({ started: 1 });
    expect(await runRecheckTick(capped)).toMatchObject({ started: 1 });
    expect(await runRecheckTick(capped)).toMatchObject({ started: 0, budget: 0 });
    expect(started.flat().map((h) => h.hotelId)).toEqual(['due-a', 'due-c']);
  });
});
