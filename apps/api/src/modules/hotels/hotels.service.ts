import type { Hotel, HotelSource, ListHotelsQuery, ScrapeSourceResponse } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Env } from '../../config/env.ts';
import type { JobQueue } from '../../deps.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { resolveModel } from '../models/models.service.ts';
import * as repo from './hotels.repository.ts';

export interface HotelsServiceDeps {
  db: Db;
  env: Env;
  queue: JobQueue;
  clock: Clock;
  /** How long scrape-source waits for the capture before answering 'queued'. */
  captureWaitMs?: number;
}

export const CAPTURE_WAIT_MS = 45_000;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toHotel(r: repo.HotelRecord): Hotel {
  return {
    id: r.id,
    name: r.name,
    brandName: r.brand_name,
    homepageUrl: r.homepage_url,
    status: r.status,
    statusReason: r.status_reason,
    snippetsCount: r.snippets_count,
    hasProfile: r.has_profile,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    lastScrapedAt: iso(r.last_scraped_at),
  };
}

export type ScrapeSourceOutcome = { status: 200 | 202; body: ScrapeSourceResponse };

/** A broad text search counts its matches up to here (or a little past the page asked for). */
export const SEARCH_COUNT_CAP = 1_000;

export function createHotelsService({ db, env, queue, clock, captureWaitMs = CAPTURE_WAIT_MS }: HotelsServiceDeps) {
  async function requireHotel(id: string): Promise<repo.HotelRecord> {
    const hotel = await repo.findHotel(db, id);
    if (!hotel) throw notFound('Hotel');
    return hotel;
  }

  return {
    async list(query: ListHotelsQuery): Promise<{ items: Hotel[]; total: number; totalCapped: boolean }> {
      if (query.q) {
        // A text search is counted by rechecking every match (16,667 rows for a brand), so the
        // count runs only when the page cannot tell (a page that is not full ends the result),
        // and stops a little past the page asked for: "1,000+" is all a person needs to read.
        const rows = await repo.listHotels(db, query);
        const offset = (query.page - 1) * query.pageSize;
        const ended = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
        if (ended) return { items: rows.map(toHotel), total: offset + rows.length, totalCapped: false };
        const cap = Math.max(SEARCH_COUNT_CAP, offset + 2 * query.pageSize);
        const counted = await repo.countHotels(db, query, cap + 1);
        return { items: rows.map(toHotel), total: Math.min(counted, cap), totalCapped: counted > cap };
      }
      // Without a text search the total comes from the counters table in well under a
      // millisecond, and knowing it first lets deep pages be read from the nearer end.
      const total = await repo.countFromCounters(db, query.status);
      const window = repo.pageWindow(query.page, query.pageSize, total);
      const rows = window ? await repo.listHotels(db, query, window) : [];
      if (window?.reverse) rows.reverse();
      return { items: rows.map(toHotel), total, totalCapped: false };
    },

    async get(id: string): Promise<Hotel> {
      return toHotel(await requireHotel(id));
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Sources, snippets and profiles go with it (ON DELETE CASCADE).
        const deleted = await repo.deleteHotel(trx, id);
        if (!deleted) throw notFound('Hotel');
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'hotel',
          entity_id: id,
          action: 'deleted',
          details: { name: deleted.name },
        });
      });
    },

    async listSources(hotelId: string): Promise<HotelSource[]> {
      await requireHotel(hotelId);
      const rows = await repo.listSources(db, hotelId);
      return rows.map((r) => ({
        id: r.id,
        hotelId: r.hotel_id,
        url: r.url,
        status: r.status,
        error: r.error,
        snippetsCount: Number(r.snippets_count ?? 0),
        createdAt: r.created_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
      }));
    },

    /**
     * Captures one URL for a hotel and waits a bounded time for the worker, so the common case
     * (a page that loads in seconds) answers with its result in one round trip.
     */
    async scrapeSource(actorId: string, hotelId: string, input: { url: string; model?: string }): Promise<ScrapeSourceOutcome> {
      const model = resolveModel(env, input.model);
      const sourceId = await db.transaction().execute(async (trx) => {
        const hotel = await repo.findHotel(trx, hotelId);
        if (!hotel) throw notFound('Hotel');
        const id = await repo.upsertProcessingSource(trx, hotelId, input.url, clock.now());
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'hotel',
          entity_id: hotelId,
          action: 'scraped',
          details: { url: input.url, model },
        });
        return id;
      });
      // Enqueued after the commit: a fast worker must find the source row it is given.
      let jobId: string;
      try {
        ({ jobId } = await queue.enqueueCaptureSource({ hotelId, sourceId, url: input.url, model, requestedBy: actorId }));
      } catch {
        await repo.markSourceError(db, sourceId, 'Could not queue the capture', clock.now()).catch(() => {});
        throw new AppError('UNAVAILABLE', 'The job queue is unavailable. Please try again shortly.');
      }

      // The job is queued either way; losing sight of it while waiting is not the capture failing.
      const outcome = await queue.waitForCapture(jobId, captureWaitMs).catch(() => 'timeout' as const);
      if (outcome === 'timeout') {
        return { status: 202, body: { sourceId, jobId, status: 'queued', snippetsCount: 0 } };
      }
      if (!outcome.ok) {
        throw new AppError('UNPROCESSABLE', outcome.error || 'Failed to capture snippets. The URL may be invalid or inaccessible.', {
          details: { sourceId, jobId },
        });
      }
      return { status: 200, body: { sourceId, jobId, status: 'completed', snippetsCount: outcome.result.snippetsCount } };
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
