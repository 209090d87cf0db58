/**
 * pnpm run import <file.csv> [--model M] [--max-pages N] [--as EMAIL]
 *
 * Starts a run exactly as the web console does: the CSV is read by the console's parser and the
 * run goes through the domain's start-run (run, pending hotels, items and audit entries in one
 * transaction, then one scrape-hotel job per hotel), so the console shows it like any other run.
 * Then it follows the run on the Redis events channel with a progress bar and prints the summary.
 * Workers (`pnpm --filter @hotel/worker start`) do the work; this process only starts and watches.
 * With --as the run and its audit entries name that active account, as an upload by that person
 * would; without it they name no one (the console shows them as started by the system).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import type { ServerMessage } from '@hotel/contracts';
import { createDb } from '@hotel/db';
import { AppError, BullMqJobQueue, RedisEventBus, findActiveUserIdByEmail, getRun, listFailedRunItems, parseHotelCsv, resolveModelId, startRun } from '@hotel/domain';
import { aiConfig, loadWorkerConfig } from '../config.ts';
import { MAX_PAGES_ERROR, parseMaxPages } from './max-pages.ts';

const USAGE = 'Usage: pnpm run import <file.csv> [--model M] [--max-pages N] [--as EMAIL]';
/** A pub/sub message lost to a reconnect must not hang the CLI: the run row is read this often too. */
const POLL_MS = 5_000;
const FAILURES_SHOWN = 200;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { model: { type: 'string' }, 'max-pages': { type: 'string' }, as: { type: 'string' } } });
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
  let model: string;
  try {
    model = resolveModelId(aiConfig(config), args.values.model);
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
  const parsed = await parseHotelCsv(content);
  if (!parsed.isValid) {
    console.error(`Invalid CSV Format: ${parsed.errorMessage ?? 'CSV could not be read'}`);
    return 2;
  }

  const db = createDb({ connectionString: config.DATABASE_URL, max: 2, applicationName: 'hotel-profiler-import' });
  const queue = new BullMqJobQueue({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  const events = new RedisEventBus({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  let poll: NodeJS.Timeout | undefined;
  try {
    // Subscribed before the jobs exist, so no progress message can be missed; messages that
    // arrive before the run id is known wait in `early`.
    let runId: string | null = null;
    const early: ServerMessage[] = [];
    let onMessage: (msg: ServerMessage) => void = (msg) => early.push(msg);
    events.subscribe((msg) => onMessage(msg));
    await events.ready();

    let actorId: string | null = null;
    if (args.values.as !== undefined) {
      actorId = await findActiveUserIdByEmail(db, args.values.as);
      if (!actorId) {
        console.error(`No active account with the email ${args.values.as}: --as names who starts the run`);
        return 2;
      }
    }

    let started;
    try {
      started = await startRun({ db, queue, clock: { now: () => new Date() } }, { actorId, hotels: parsed.data, model, maxPages });
    } catch (err) {
      if (err instanceof AppError) {
        console.error(err.message);
        return 1;
      }
      throw err;
    }
    runId = started.runId;
    console.log(`Run ${runId}: ${started.total} hotel(s) with model ${model}`);

    const bar = new cliProgress.SingleBar(
      { format: 'Scraping [{bar}] {value}/{total} | {hotel}', hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    bar.start(started.total, 0, { hotel: 'waiting for workers...' });
    await new Promise<void>((done) => {
      const finish = () => {
        clearInterval(poll);
        done();
      };
      onMessage = (msg) => {
        if (msg.type === 'progress' && msg.runId === runId) bar.update(msg.current, { hotel: `${msg.hotelName ?? msg.hotelId}: ${msg.status}` });
        if (msg.type === 'complete' && msg.runId === runId) {
          bar.update(msg.current, { hotel: 'done' });
          finish();
        }
      };
      for (const msg of early.splice(0)) onMessage(msg);
      poll = setInterval(() => {
        void getRun(db, runId)
          .then((r) => {
            if (r && r.status !== 'running') {
              bar.update(r.completed + r.failed);
              finish();
            }
          })
          .catch(() => {});
      }, POLL_MS);
    });
    bar.stop();

    const run = await getRun(db, runId);
    if (!run) throw new Error(`Run ${runId} disappeared`);
    const failures = await listFailedRunItems(db, runId, FAILURES_SHOWN);
    console.log(`\nRun ${runId} finished: ${run.completed} completed, ${run.failed} failed of ${run.total}.`);
    if (run.input_tokens || run.output_tokens) {
      console.log(`Tokens: ${run.input_tokens} in / ${run.output_tokens} out · est. cost $${Number(run.cost_usd).toFixed(4)}`);
    }
    for (const f of failures) console.log(`  ✗ ${f.hotel_id}: ${f.error ?? 'unknown error'}`);
    if (run.failed > failures.length) console.log(`  … and ${run.failed - failures.length} more (see the run in the console)`);
    return run.failed ? 1 : 0;
  } finally {
    clearInterval(poll);
    await Promise.all([queue.close().catch(() => {}), events.close().catch(() => {})]);
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main());
}
