/**
 * Pipeline throughput: the whole run (BullMQ queue → crawl → snippets → built-in profile →
 * Postgres) with 1 and 2 worker processes (`node apps/worker/src/main.ts`), side by side in one
 * invocation with Crawlee's CheerioCrawler fetching the same pages with the same total
 * concurrency and per-host politeness. Order alternates (ours-1, crawlee-1, crawlee-2, ours-2)
 * so drift in the machine's load does not favour one side.
 *
 *   node bench/pipeline/run.ts [--hotels 500] [--processes 1,2] [--crawl-concurrency 16]
 *                              [--host-delay 250] [--host-concurrency 2] [--no-doc]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { BullMqJobQueue, QUEUE_NAMES, startRun } from '@hotel/domain';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { startHotelWeb, type HotelWeb } from '../hotel-web/server.ts';
import { cpuMsOf, loadAverage, peakRssMbOf } from '../lib/proc.ts';
import { argValue, hasFlag, machineNote, table, writeDocBlock } from '../lib/report.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_DIR = path.join(ROOT, 'apps/worker');
const PAGES_PER_SITE = 6;

const hotels = Number(argValue('hotels', '500'));
const processCounts = argValue('processes', '1,2')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** Hotels crawled at once per process: the worker's default CRAWL_CONCURRENCY unless given. */
const crawlConcurrency = Number(argValue('crawl-concurrency', '16'));
const hostDelayMs = Number(argValue('host-delay', '250'));
const hostConcurrency = Number(argValue('host-concurrency', '2'));
/** Our crawler fetches up to 2 subpages of a hotel at once, so a worker has this many requests in flight at most. */
const REQUESTS_PER_JOB = 2;

interface Trial {
  system: 'ours' | 'crawlee';
  processes: number;
  hotels: number;
  pages: number;
  failed: number;
  wallMs: number;
  cpuMs: number;
  peakRssMb: number[];
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (c) => resolve(c))));
}

function startWorker(env: Record<string, string>): { child: ChildProcess; ready: Promise<void>; tail: () => string } {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: WORKER_DIR,
    env: { ...process.env, ANTHROPIC_API_KEY: '', OPENAI_API_KEY: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer): void => {
    out += d.toString();
    if (out.length > 100_000) out = out.slice(-50_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('worker ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited early (${code}): ${out.slice(-3000)}`)));
  });
  return { child, ready, tail: () => out.slice(-3000) };
}

async function runOurs(t: TestDatabase, redisUrl: string, web: HotelWeb, processes: number, label: string): Promise<Trial> {
  const prefix = uniqueRedisPrefix('hp-bench');
  const rows = web.urls.slice(0, hotels).map((url, i) => ({ hotelId: `${label}-${i}`, url }));

  const env = {
    DATABASE_URL: t.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    CRAWL_CONCURRENCY: String(crawlConcurrency),
    HOST_MIN_DELAY_MS: String(hostDelayMs),
    HOST_CONCURRENCY: String(hostConcurrency),
    CRAWL_MAX_PAGES: String(PAGES_PER_SITE - 1),
    SCRAPER_ALLOW_PRIVATE_HOSTS: web.allowList.join(','),
  };
  const workers = Array.from({ length: processes }, () => startWorker(env));
  await Promise.all(workers.map((w) => w.ready));
  const cpu0 = workers.map((w) => cpuMsOf(w.child.pid!));
  const queue = new Queue(QUEUE_NAMES.scrapeHotel, { connection: { url: redisUrl }, prefix });
  const producer = new BullMqJobQueue({ redisUrl, prefix });
  web.resetStats();
  const t0 = performance.now();
  // Started as the console starts a run (its writes are in the wall time: a few ms for 200 hotels).
  const run = { id: (await startRun({ db: t.db, queue: producer, clock: { now: () => new Date() } }, { actorId: null, hotels: rows, model: 'builtin' })).runId };
  let done: { completed: number; failed: number };
  for (;;) {
    const r = await t.db.selectFrom('scrape_runs').select(['completed', 'failed']).where('id', '=', run.id).executeTakeFirstOrThrow();
    done = { completed: Number(r.completed), failed: Number(r.failed) };
    if (done.completed + done.failed >= hotels) break;
    for (const w of workers) if (w.child.exitCode !== null) throw new Error(`a worker died: ${w.tail()}`);
    await new Promise((res) => setTimeout(res, 200));
  }
  const wallMs = performance.now() - t0;
  const cpuMs = workers.reduce((sum, w, i) => sum + cpuMsOf(w.child.pid!) - cpu0[i]!, 0);
  const peakRssMb = workers.map((w) => peakRssMbOf(w.child.pid!));
  const pages = web.stats().pages;
  for (const w of workers) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => waitForExit(w.child)));
  await queue.obliterate({ force: true }).catch(() => {});
  await Promise.all([queue.close(), producer.close()]);
  return { system: 'ours', processes, hotels: done.completed, pages, failed: done.failed, wallMs, cpuMs, peakRssMb };
}

async function runCrawlee(web: HotelWeb, processes: number, dir: string): Promise<Trial> {
  const urlsFile = path.join(dir, 'urls.txt');
  writeFileSync(urlsFile, web.urls.slice(0, hotels).join('\n'));
  const concurrency = processes * crawlConcurrency * REQUESTS_PER_JOB;
  web.resetStats();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/pipeline/crawlee-peer.ts'), urlsFile, String(concurrency), String(hostDelayMs), String(hostConcurrency)], {
    cwd: dir,
    env: { ...process.env, CRAWLEE_STORAGE_DIR: path.join(dir, 'storage') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-5000)));
  const code = await waitForExit(child);
  const line = out.trim().split('\n').pop() ?? '';
  if (code !== 0 || !line.startsWith('{')) throw new Error(`crawlee peer failed (${code}): ${err}`);
  const r = JSON.parse(line) as { pages: number; failed: number; wallMs: number; cpuMs: number; peakRssMb: number };
  return { system: 'crawlee', processes, hotels, pages: r.pages, failed: r.failed, wallMs: r.wallMs, cpuMs: r.cpuMs, peakRssMb: [r.peakRssMb] };
}

const fmt = (n: number, d = 1): string => (Number.isFinite(n) ? n.toFixed(d) : '–');
const hotelsPerMin = (t: Trial): number => t.hotels / (t.wallMs / 60_000);
const pagesPerSec = (t: Trial): number => t.pages / (t.wallMs / 1000);
/**
 * How close a process came to its CPU limit (one core ÷ CPU per page, in pages/s): pages/s × CPU
 * per page, i.e. the share of one core each process kept busy. Below 100 %, it waited on something.
 */
const cpuShare = (t: Trial): number => t.cpuMs / t.wallMs / t.processes;

async function main(): Promise<void> {
  const load = loadAverage();
  const command = `node bench/pipeline/run.ts --hotels ${hotels} --processes ${processCounts.join(',')} --crawl-concurrency ${crawlConcurrency} --host-delay ${hostDelayMs} --host-concurrency ${hostConcurrency}`;
  console.log(`pipeline benchmark: ${hotels} hotels × ${PAGES_PER_SITE} pages; load average ${load}`);
  const web = await startHotelWeb({ sites: hotels });
  const t = await createTestDatabase('hp_bench');
  const redisUrl = await testRedisUrl();
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-bench-crawlee-'));
  const trials: Trial[] = [];
  try {
    // ABBA-style order: each pair adjacent, the pairs' inner order alternating
    for (const [i, p] of processCounts.entries()) {
      const order: Array<'ours' | 'crawlee'> = i % 2 === 0 ? ['ours', 'crawlee'] : ['crawlee', 'ours'];
      for (const system of order) {
        console.log(`  running ${system} with ${p} process${p > 1 ? 'es' : ''}…`);
        const trial = system === 'ours' ? await runOurs(t, redisUrl, web, p, `bench-p${p}`) : await runCrawlee(web, p, dir);
        trials.push(trial);
        console.log(`    ${trial.pages} pages in ${fmt(trial.wallMs / 1000)} s`);
      }
    }
  } finally {
    await web.close();
    await t.drop();
    rmSync(dir, { recursive: true, force: true });
  }

  const rows = trials.map((tr) => [
    tr.system === 'ours' ? 'ours (full pipeline)' : 'Crawlee CheerioCrawler (fetch + parse)',
    tr.processes,
    `${tr.hotels}${tr.failed ? ` (+${tr.failed} failed)` : ''}`,
    tr.pages,
    fmt(tr.wallMs / 1000),
    fmt(hotelsPerMin(tr)),
    fmt(pagesPerSec(tr), 2),
    fmt(tr.cpuMs / Math.max(1, tr.pages), 2),
    `${fmt(cpuShare(tr) * 100, 0)} %`,
    tr.peakRssMb.map((m) => fmt(m, 0)).join(', '),
  ]);
  const headers = ['system', 'processes', 'hotels', 'pages', 'wall s', 'hotels/min', 'pages/s', 'CPU ms/page', 'CPU limit reached/process', 'peak RSS MB/process'];
  const ratioRows = processCounts.map((p) => {
    const ours = trials.find((x) => x.system === 'ours' && x.processes === p)!;
    const peer = trials.find((x) => x.system === 'crawlee' && x.processes === p)!;
    return [p, `**${fmt(pagesPerSec(ours) / pagesPerSec(peer), 2)}×**`, `${fmt(ours.cpuMs / ours.pages / (peer.cpuMs / peer.pages), 2)}×`];
  });
  const ratioHeaders = ['processes', 'throughput ours / Crawlee (pages/s)', 'CPU per page ours / Crawlee'];
  const main = table(headers, rows);
  const ratios = table(ratioHeaders, ratioRows);
  console.log(`\n${main}\n\n${ratios}\n\nreproduce: pnpm --filter @hotel/bench bench:pipeline -- --hotels ${hotels}   (or: ${command})`);

  if (!hasFlag('no-doc')) {
    writeDocBlock(
      'pipeline-throughput',
      `### Pipeline throughput vs Crawlee (same run, same pages)

${machineNote(load)}

${hotels} synthetic hotel sites (bench/hotel-web: homepage + 5 subpages of 40–148 KB, 50–150 ms
latency per response, robots.txt per site, each site on its own loopback address). Ours: the
real worker processes (\`node apps/worker/src/main.ts\`) with CRAWL_CONCURRENCY=${crawlConcurrency},
HOST_MIN_DELAY_MS=${hostDelayMs}, HOST_CONCURRENCY=${hostConcurrency}, CRAWL_MAX_PAGES=${PAGES_PER_SITE - 1}, built-in model,
SSRF guard on with the sites' \`ip:port\` pairs allow-listed; a run is queue → crawl (robots,
link scoring, sitemap.xml only when the homepage links too few profile pages) → snippets → profile → Postgres. Peer: Crawlee CheerioCrawler with
max = min concurrency ${crawlConcurrency * REQUESTS_PER_JOB} per process-equivalent (the most requests our worker has in flight),
the same per-host limit (${hostConcurrency} in flight, ${hostDelayMs} ms between starts), robots.txt respected, each
page parsed with cheerio and its text read, nothing else. CPU is utime+stime of the processes
(/proc) from ready to done; Postgres and Redis CPU is not included.

${ratios}

${main}

Reproduce: \`pnpm --filter @hotel/bench bench:pipeline -- --hotels ${hotels}\``,
    );
  }
}

await main();
process.exit(0);
