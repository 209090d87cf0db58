import type { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAMES, serverMessage, type ServerMessage } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { eventsChannel } from '../../src/events.ts';

export interface RunRow {
  hotelId: string;
  url: string;
}

/** What the API does when a CSV is submitted: a run, its hotels and items. */
export async function createRun(db: Db, rows: RunRow[], model = 'builtin', createdBy: string | null = null): Promise<string> {
  const run = await db.insertInto('scrape_runs').values({ model, total: rows.length, created_by: createdBy }).returning('id').executeTakeFirstOrThrow();
  for (const r of rows) {
    await db
      .insertInto('hotels')
      .values({ id: r.hotelId, homepage_url: r.url, last_run_id: run.id })
      .onConflict((oc) => oc.column('id').doUpdateSet({ homepage_url: r.url, status: 'pending', last_run_id: run.id }))
      .execute();
    await db.insertInto('scrape_run_items').values({ run_id: run.id, hotel_id: r.hotelId, url: r.url }).execute();
  }
  return run.id;
}

export function scrapeJobId(runId: string, hotelId: string): string {
  return `scrape-${runId}-${encodeURIComponent(hotelId)}`;
}

export async function enqueueRun(queue: Queue, runId: string, rows: RunRow[], opts: { model?: string; maxPages?: number } = {}): Promise<void> {
  await queue.addBulk(
    rows.map((r) => ({
      name: QUEUE_NAMES.scrapeHotel,
      data: { runId, hotelId: r.hotelId, url: r.url, model: opts.model ?? 'builtin', ...(opts.maxPages !== undefined ? { maxPages: opts.maxPages } : {}) },
      opts: { jobId: scrapeJobId(runId, r.hotelId), attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
    })),
  );
}

/** Collects every ServerMessage published on the install's events channel. */
export async function listenToEvents(redisUrl: string, prefix: string): Promise<{ messages: ServerMessage[]; close(): Promise<void> }> {
  const sub = new Redis(redisUrl);
  const messages: ServerMessage[] = [];
  sub.on('message', (_c: string, raw: string) => {
    messages.push(serverMessage.parse(JSON.parse(raw)));
  });
  await sub.subscribe(eventsChannel(prefix));
  return {
    messages,
    close: async () => {
      await sub.quit();
    },
  };
}

export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A real BullMQ Job in a queue no worker listens to, for calling a handler directly. */
export async function detachedJob(queue: Queue, name: string, data: object, attempts = 5): Promise<Job> {
  return queue.add(name, data, { attempts });
}
