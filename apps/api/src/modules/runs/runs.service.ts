import type { Run, RunDetail, ScrapeRequest, ScrapeResponse } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { findRun, listRecentRuns, listRunItems, startRun, type JobQueue, type RunRecord } from '@hotel/domain';
import type { Logger } from 'pino';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { resolveModel } from '../models/models.service.ts';

export interface RunsServiceDeps {
  db: Db;
  env: Env;
  queue: JobQueue;
  clock: Clock;
  logger?: Pick<Logger, 'info' | 'error'>;
}

export const RECENT_RUNS = 20;
export const RUN_ITEMS_MAX = 1_000;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toRun(r: RunRecord): Run {
  return {
    id: r.id,
    kind: r.kind,
    model: r.model,
    status: r.status,
    total: r.total,
    completed: r.completed,
    failed: r.failed,
    inputTokens: r.input_tokens,
    outputTokens: r.output_tokens,
    costUsd: Number(r.cost_usd),
    createdAt: r.created_at.toISOString(),
    finishedAt: iso(r.finished_at),
    createdBy: r.created_by,
  };
}

export function createRunsService({ db, env, queue, clock, logger }: RunsServiceDeps) {
  return {
    /** Starts a run through the domain's start-run, with the model the request names (or the default). */
    async startScrape(actorId: string, request: ScrapeRequest): Promise<ScrapeResponse> {
      const model = resolveModel(env, request.model);
      return startRun({ db, queue, clock, logger }, { actorId, hotels: request.hotels, model });
    },

    async listRecent(limit: number = RECENT_RUNS): Promise<Run[]> {
      return (await listRecentRuns(db, limit)).map(toRun);
    },

    async get(id: string): Promise<RunDetail> {
      const run = await findRun(db, id);
      if (!run) throw notFound('Run');
      const items = await listRunItems(db, id, RUN_ITEMS_MAX);
      return {
        ...toRun(run),
        items: items.map((it) => ({
          hotelId: it.hotel_id,
          url: it.url,
          status: it.status,
          error: it.error,
          snippetsCount: it.snippets_count,
          pagesFetched: it.pages_fetched,
          pagesUnchanged: it.pages_unchanged,
          pagesChanged: it.pages_changed,
          startedAt: iso(it.started_at),
          finishedAt: iso(it.finished_at),
        })),
      };
    },
  };
}

export type RunsService = ReturnType<typeof createRunsService>;
