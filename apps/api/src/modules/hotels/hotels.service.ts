import type { Hotel, HotelSource, ListHotelsQuery, ScrapeSourceResponse } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Env } from '../../config/env.ts';
import { type JobQueue, writeAudit } from '@hotel/domain';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
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
/** Up to this many hotels (in the status asked for) a search walks them all: its count is exact. */
export const SEARCH_WALK_EXACT_ROWS = 2_000;
/** Past that, it first walks this many rows of the list's order (a probe of how dense its matches are)... */
export const SEARCH_WALK_MIN_ROWS = 500;
/** ...or this many per row of the page it must fill, if more. */
export const SEARCH_WALK_ROWS_PER_MATCH = 10;
/**
 * A probe that found some matches but not a page walks again only if the density it saw says a
 * walk this long fills the page: past that, the trigram index reads the few matches faster.
 */
export const SEARCH_WALK_EXTEND_MAX_ROWS = 4_000;
/** Deep pages of a broad search stop walking here and use the index. */
export const SEARCH_WALK_MAX_ROWS = 20_000;

export function createHotelsService({ db, env, queue, clock, captureWaitMs = CAPTURE_WAIT_MS }: HotelsServiceDeps) {
  async function requireHotel(id: string): Promise<repo.HotelRecord> {
    const hotel = await repo.findHotel(db, id);
    if (!hotel) throw notFound('Hotel');
    return hotel;
  }

  /**
   * A text search (decision 195). First the list's own order is walked for a bounded number of
   * rows (all of them on an install of up to 2,000 hotels): a broad search ("Harbor", a brand)
   * fills its page there, and its total is what the walk counted (a lower bound, x-total-capped,
   * unless the walk saw every row). A probe that found matches too sparse to fill the page walks
   * once more if the density it saw says a short walk will; otherwise the search is rare, and the
   * trigram index finds it; its count stops a little past the page asked for ("1,000+").
   */
  async function search(query: ListHotelsQuery): Promise<{ items: Hotel[]; total: number; totalCapped: boolean }> {
    const offset = (query.page - 1) * query.pageSize;
    const need = offset + query.pageSize;
    if (repo.walkable(query.sort) && need <= SEARCH_WALK_MAX_ROWS / SEARCH_WALK_ROWS_PER_MATCH) {
      // The counters answer in well under a millisecond; an install of a few thousand hotels
      // then gets exact totals, a large one a cheap probe.
      const rowsInFilter = await repo.countFromCounters(db, query.status);
      let walkRows = rowsInFilter <= SEARCH_WALK_EXACT_ROWS ? rowsInFilter + 1 : Math.max(SEARCH_WALK_MIN_ROWS, need * SEARCH_WALK_ROWS_PER_MATCH);
      let walked = await repo.walkSearch(db, query, offset, walkRows);
      // Matches a little sparser than the probe can fill ("two broad words", 1 in 25): a longer
      // walk, sized by the density seen, still beats reading thousands of matches off the index.
      const density = walked.walked > 0 ? walked.matched / walked.walked : 0;
      const longer = density > 0 ? Math.ceil((need / density) * 1.5) : Infinity;
      let unknown = false;
      if (walked.rows.length < query.pageSize && walked.walked === walkRows && longer <= Math.max(SEARCH_WALK_EXTEND_MAX_ROWS, walkRows)) {
        const probed = walkRows;
        walkRows = Math.max(longer, walkRows + 1);
        if (offset === 0) {
          // Page 1 holds every match the probe found: walk on from where it stopped.
          const more = await repo.walkSearch(db, query, 0, walkRows, probed, query.pageSize - walked.rows.length);
          // No match further on says nothing of how far the walk got: let the index answer.
          if (more.rows.length === 0) unknown = true;
          else walked = { rows: [...walked.rows, ...more.rows], matched: walked.matched + more.matched, walked: walked.walked + more.walked };
        } else {
          walked = await repo.walkSearch(db, query, offset, walkRows);
        }
      }
      if (!unknown && walked.rows.length === query.pageSize) {
        const everyRow = walked.walked < walkRows;
        return { items: walked.rows.map(toHotel), total: walked.matched, totalCapped: !everyRow };
      }
      // The walk saw every row the filter allows: what it found is the whole answer.
      if (!unknown && walked.walked < walkRows && walked.walked > 0) {
        return { items: walked.rows.map(toHotel), total: walked.matched, totalCapped: false };
      }
    }
    const cap = Math.max(SEARCH_COUNT_CAP, offset + 2 * query.pageSize);
    const { rows, count } = await repo.indexedSearch(db, query, offset, cap + 1);
    // A page that is not full ends the result.
    if (count === null) return { items: rows.map(toHotel), total: offset + rows.length, totalCapped: false };
    return { items: rows.map(toHotel), total: Math.min(count, cap), totalCapped: count > cap };
  }

  return {
    async list(query: ListHotelsQuery): Promise<{ items: Hotel[]; total: number; totalCapped: boolean }> {
      if (query.q) return search(query);
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
