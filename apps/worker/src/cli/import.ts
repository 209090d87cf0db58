/**
 * pnpm import <file.csv> [--model M] [--max-pages N]
 *
 * Runs a batch through the same queue the web console uses: creates the run, its hotels and
 * items, enqueues one scrape-hotel job per hotel, then follows the run's progress on the Redis
 * events channel with a progress bar and prints the summary. Workers (`pnpm --filter
 * @hotel/worker start`) do the work; this process only watches.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import cliProgress from 'cli-progress';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, QUEUE_NAMES, serverMessage, type CsvRow, type ScrapeHotelJob } from '@hotel/contracts';
import { createDb, type Db } from '@hotel/db';
import { createModelRegistry } from '../ai/registry.ts';
import { aiConfig, loadWorkerConfig } from '../config.ts';
import { eventsChannel } from '../events.ts';
import { MAX_PAGES_ERROR, parseMaxPages } from './max-pages.ts';

const USAGE = 'Usage: pnpm import <file.csv> [--model M] [--max-pages N]';

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Two columns, hotel id then homepage URL; a header row is detected (its second cell is not a
 * URL) and skipped. Pure, so it is easy to test and to share.
 */
export function parseHotelsCsv(content: string): { rows: CsvRow[]; error: string | null } {
  if (content.length > CSV_MAX_BYTES) return { rows: [], error: `CSV must be at most ${CSV_MAX_BYTES / 1024 / 1024} MB` };
  const lines = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) return { rows: [], error: 'The CSV file is empty' };
  const first = splitCsvLine(lines[0]!);
  const start = first.length >= 2 && !isHttpUrl(first[1]!) ? 1 : 0;
  const rows: CsvRow[] = [];
  const seen = new Set<string>();
  for (let i = start; i < lines.length; i++) {
    const cells = splitCsvLine(lines[i]!);
    const [hotelId, url] = cells;
    if (!hotelId || !url) return { rows: [], error: `Row ${i + 1}: expected a hotel ID and a homepage URL` };
    if (hotelId.length > 100) return { rows: [], error: `Row ${i + 1}: hotel ID is longer than 100 characters` };
    if (!isHttpUrl(url)) return { rows: [], error: `Row ${i + 1}: '${url.slice(0, 100)}' is not an http(s) URL` };
    if (seen.has(hotelId)) continue;
    seen.add(hotelId);
    rows.push({ hotelId, url });
  }
  if (!rows.length) return { rows: [], error: 'The CSV has no hotel rows' };
  if (rows.length > CSV_MAX_ROWS) return { rows: [], error: `CSV must have at most ${CSV_MAX_ROWS} rows` };
  return { rows, error: null };
}

async function createRun(db: Db, rows: CsvRow[], model: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const run = await trx.insertInto('scrape_runs').values({ model, total: rows.length }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await trx
        .insertInto('hotels')
        .values(chunk.map((r) => ({ id: r.hotelId, homepage_url: r.url, status: 'pending' as const, last_run_id: run.id })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            homepage_url: sql`excluded.homepage_url`,
            status: 'pending',
            status_reason: null,
            last_run_id: run.id,
            updated_at: sql`now()`,
          }),
        )
        .execute();
      await trx
        .insertInto('scrape_run_items')
        .values(chunk.map((r) => ({ run_id: run.id, hotel_id: r.hotelId, url: r.url })))
        .execute();
    }
    return run.id;
  });
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { model: { type: 'string' }, 'max-pages': { type: 'string' } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const file = args.positionals[0];
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const maxPages = parseMaxPages(args.values['max-pages']);
  if (maxPages === null) {
    console.error(MAX_PAGES_ERROR);
    return 2;
  }
  const config = loadWorkerConfig(process.env);
  const registry = createModelRegistry(aiConfig(config));
  const model = args.values.model ?? registry.defaultModelId;
  try {
    registry.resolve(model);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const parsed = parseHotelsCsv(content);
  if (parsed.error) {
    console.error(`Invalid CSV Format: ${parsed.error}`);
    return 2;
  }
  const rows = parsed.rows;

  const db = createDb({ connectionString: config.DATABASE_URL, max: 2, applicationName: 'hotel-profiler-import' });
  const sub = new Redis(config.REDIS_URL);
  const queueRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE_NAMES.scrapeHotel, { connection: queueRedis, prefix: config.REDIS_PREFIX });
  try {
    const runId = await createRun(db, rows, model);
    console.log(`Run ${runId}: ${rows.length} hotel(s) with model ${model}`);

    const bar = new cliProgress.SingleBar(
      { format: 'Scraping [{bar}] {value}/{total} | {hotel}', hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    bar.start(rows.length, 0, { hotel: 'waiting for workers...' });

    // Subscribe before enqueueing so no progress message can be missed.
    let poll: NodeJS.Timeout | undefined;
    const finished = new Promise<void>((done) => {
      const resolve = () => {
        clearInterval(poll);
        done();
      };
      sub.on('message', (_channel: string, raw: string) => {
        let msg;
        try {
          msg = serverMessage.parse(JSON.parse(raw));
        } catch {
          return;
        }
        if (msg.type === 'progress' && msg.runId === runId) bar.update(msg.current, { hotel: `${msg.hotelName ?? msg.hotelId}: ${msg.status}` });
        if (msg.type === 'complete' && msg.runId === runId) {
          bar.update(msg.current, { hotel: 'done' });
          resolve();
        }
      });
      // Belt and braces: a pub/sub message lost to a reconnect must not hang the CLI.
      poll = setInterval(() => {
        void db
          .selectFrom('scrape_runs')
          .select(['status', 'completed', 'failed'])
          .where('id', '=', runId)
          .executeTakeFirst()
          .then((r) => {
            if (r && r.status !== 'running') {
              bar.update(r.completed + r.failed);
              resolve();
            }
          })
          .catch(() => {});
      }, 5_000);
    });
    await sub.subscribe(eventsChannel(config.REDIS_PREFIX));

    const jobs: ScrapeHotelJob[] = rows.map((r) => ({ runId, hotelId: r.hotelId, url: r.url, model, ...(maxPages !== undefined ? { maxPages } : {}) }));
    for (let i = 0; i < jobs.length; i += 1000) {
      await queue.addBulk(
        jobs.slice(i, i + 1000).map((data) => ({
          name: QUEUE_NAMES.scrapeHotel,
          data,
          // Same id scheme as the API: enqueueing a run twice adds nothing.
          opts: {
            jobId: `scrape-${runId}-${encodeURIComponent(data.hotelId)}`,
            attempts: 5,
            backoff: { type: 'exponential', delay: 2_000 },
            removeOnComplete: { age: 86_400, count: 10_000 },
            removeOnFail: { age: 7 * 86_400 },
          },
        })),
      );
    }
    await finished;
    bar.stop();

    const run = await db.selectFrom('scrape_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    const failures = await db
      .selectFrom('scrape_run_items')
      .select(['hotel_id', 'error'])
      .where('run_id', '=', runId)
      .where('status', '=', 'error')
      .orderBy('hotel_id')
      .execute();
    console.log(`\nRun ${runId} finished: ${run.completed} completed, ${run.failed} failed of ${run.total}.`);
    if (run.input_tokens || run.output_tokens) {
      console.log(`Tokens: ${run.input_tokens} in / ${run.output_tokens} out · est. cost $${Number(run.cost_usd).toFixed(4)}`);
    }
    for (const f of failures) console.log(`  ✗ ${f.hotel_id}: ${f.error ?? 'unknown error'}`);
    return run.failed ? 1 : 0;
  } finally {
    await queue.close().catch(() => {});
    await Promise.all([sub.quit().catch(() => {}), queueRedis.quit().catch(() => {})]);
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main());
}
