import type { Job } from 'bullmq';
import { scrapeHotelJob, type HotelStatus, type ScrapeHotelJob } from '@hotel/contracts';
import { NonRetryableError } from '../errors.ts';
import type { FetchedPage } from '../fetch/types.ts';
import { runPipeline } from '../pipeline/index.ts';
import { writeAudit, getHotel, markHotelCompleted, markHotelError, markHotelProcessing, finishRunItem, findRunItemStatus, getRun, getSnippetsCount, startRunItem, type ItemOutcome } from '@hotel/domain';
import { loadPrompts } from '../repositories/prompts.repository.ts';
import { deleteStaleSnippets, insertSnippets } from '../repositories/snippets.repository.ts';
import { listStoredPages, touchUnchangedPages, upsertSources } from '../repositories/sources.repository.ts';
import { pageContentHash } from '../recheck/content-hash.ts';
import { probePages, probeStoredPages, validatorsOf, type RecheckProbe } from '../recheck/probe.ts';
import { notifyWebhooks } from '../webhooks/notify.ts';
import { generateAndStoreProfile } from './generate-profile.ts';
import {
  aiFailureReason,
  failureDetail,
  fetchFailureReason,
  isFinalFailure,
  otherFailureReason,
  pageTitle,
  rethrowForQueue,
  type JobDeps,
} from './job-support.ts';

/** The job's profile step: a version stored, or (a re-check whose snippets did not change) none. */
type ScrapeProfileOutcome = { failedPages: { url: string; reason: string }[]; created: boolean } & (
  | Awaited<ReturnType<typeof generateAndStoreProfile>>
  | { created: false; version: null; fields: null; usage: unknown }
);

export interface ScrapeHotelResult {
  status: 'completed' | 'skipped';
  snippetsCount: number;
  pagesFetched: number;
  profileVersion: number | null;
}

/** The profile key of one hotel in one run: a retried or duplicated job writes one version. */
export function scrapeProfileJobKey(runId: string, hotelId: string): string {
  return `${runId}:${hotelId}`;
}

type Stage = 'crawl' | 'store' | 'ai';

/**
 * scrape-hotel: crawl the hotel's site, store typed snippets, build the profile (the worker's
 * pipeline, with a profile step that stores the snippets and the version), count the
 * hotel in its run and publish progress. Safe to run twice: snippets and the profile version are
 * keyed, and the run counts an item only on its first move to a final state.
 */
export async function handleScrapeHotel(job: Job, deps: JobDeps, token?: string): Promise<ScrapeHotelResult> {
  let payload: ScrapeHotelJob;
  try {
    payload = scrapeHotelJob.parse(job.data);
  } catch (err) {
    return rethrowForQueue(job, token, err);
  }
  const { db, logger } = deps;
  const { runId, hotelId } = payload;
  const run = await getRun(db, runId);
  if (!run || run.status === 'cancelled') {
    logger.info({ runId, hotelId }, 'run gone or cancelled; skipping');
    return { status: 'skipped', snippetsCount: 0, pagesFetched: 0, profileVersion: null };
  }
  const started = await startRunItem(db, runId, hotelId);
  if (!started) {
    logger.info({ runId, hotelId }, 'run item already final; skipping duplicate job');
    return { status: 'skipped', snippetsCount: 0, pagesFetched: 0, profileVersion: null };
  }
  if (!(await getHotel(db, hotelId))) {
    await recordOutcome(deps, run.created_by, payload, { status: 'error', error: 'Hotel no longer exists' }, null);
    return rethrowForQueue(job, token, new NonRetryableError('Hotel no longer exists'));
  }
  await markHotelProcessing(db, hotelId, runId);

  // set by the pipeline's stage callbacks
  let stage = 'ai' as Stage;
  let pagesFetched = 0;
  try {
    // Resolve the model first: an unusable model fails the hotel before any page is fetched.
    const resolved = deps.registry.resolve(payload.model);
    // A scheduled re-check first asks for the last crawl's pages conditionally: when none changed
    // the hotel is done, with no extraction, no model call and no new profile version.
    let probe: RecheckProbe | null = null;
    if (run.kind === 'recheck') {
      stage = 'crawl';
      probe = await probeStoredPages(deps.fetcher, payload.url, await listStoredPages(db, hotelId));
      pagesFetched = probe.checks.length;
      if (!probe.homepageChanged && !probe.checks.some((c) => c.changed)) {
        await touchUnchangedPages(db, hotelId, probe.checks.map((c) => ({ url: c.url, ...validatorsOf(c.page) })));
        const hotel = await markHotelCompleted(db, hotelId, { scraped: false });
        const snippetsCount = hotel?.snippets_count ?? 0;
        const pages = { pagesUnchanged: probe.checks.length, pagesChanged: 0 };
        await recordOutcome(deps, run.created_by, payload, { status: 'completed', snippetsCount, pagesFetched, ...pages }, hotel?.name ?? null, { recheck: true, ...pages });
        logger.info({ runId, hotelId, ...pages }, 'hotel re-checked: unchanged');
        return { status: 'completed', snippetsCount, pagesFetched, profileVersion: null };
      }
    }
    const recheck = probe;
    const { crawl, pages, profile } = await runPipeline(
      deps,
      recheck && !recheck.homepageChanged ? { pages: probePages(recheck) } : { url: payload.url, maxPages: payload.maxPages ?? deps.defaultMaxPages },
      {
        model: resolved,
        hotelId,
        ...(recheck ? { unchanged: (page: FetchedPage) => recheck.storedHashes.get(page.url) === pageContentHash(page.html) } : {}),
        prompts: () => loadPrompts(db),
        onStage: (next) => {
          stage = next === 'crawl' ? 'crawl' : next === 'snippets' && resolved.llm ? 'ai' : 'store';
        },
        onCrawl: (crawl) => {
          pagesFetched = crawl.pages.length;
        },
        profile: async ({ crawl, pages, snippets, usage }): Promise<ScrapeProfileOutcome> => {
          const fetched = pages.flatMap((p) => (p.fetched ? [p.fetched] : []));
          const sourceIds = await upsertSources(
            db,
            hotelId,
            fetched.map((page) => ({
              url: page.url,
              state: { status: 'completed', httpStatus: page.status, finalUrl: page.finalUrl, title: pageTitle(page.html), fetchedVia: page.via, ...validatorsOf(page), contentHash: pageContentHash(page.html) },
            })),
          );
          if (recheck) await touchUnchangedPages(db, hotelId, recheck.checks.filter((c) => !c.changed).map((c) => ({ url: c.url, ...validatorsOf(c.page) })));
          // Subpages the crawler found but could not fetch (a dead link, a 404) are not sources: the user
          // never asked for them, and a wall of failed cards would hide the pages that did work. They stay
          // in the log and in the scrape's audit entry.
          const failures = crawl?.failures ?? recheck?.failures ?? [];
          const failedPages = failures.filter((f) => !sourceIds.has(f.url)).slice(0, 50).map((f) => ({ url: f.url, reason: f.reason }));
          if (failedPages.length) logger.warn({ runId, hotelId, failedPages }, 'subpages could not be fetched; not stored as sources');
          const inserted = await insertSnippets(
            db,
            hotelId,
            snippets.map((s) => ({ ...s, sourceId: sourceIds.get(s.sourceUrl) ?? null })),
          );
          if (recheck) {
            // A changed page's snippets the new content no longer has go; if nothing was added or
            // removed the profile's input is what it was, and so is the profile: no model call.
            const changed = pages.filter((p) => !p.unchanged).map((p) => ({ sourceUrl: p.sourceUrl, keepHashes: snippets.filter((s) => s.sourceUrl === p.sourceUrl).map((s) => s.contentHash) }));
            const deleted = await deleteStaleSnippets(db, hotelId, changed);
            if (inserted === 0 && deleted === 0) return { created: false, version: null, fields: null, usage, failedPages };
          }
          stage = 'ai';
          const stored = await generateAndStoreProfile(deps, {
            hotelId,
            model: payload.model,
            jobKey: scrapeProfileJobKey(runId, hotelId),
            runId,
            requestedBy: run.created_by,
            identity: 'overwrite',
            extraUsage: usage,
          });
          return { ...stored, failedPages };
        },
      },
    );
    await markHotelCompleted(db, hotelId, { scraped: true });
    const snippetsCount = await getSnippetsCount(db, hotelId);
    const unchangedPages = pages.filter((p) => p.unchanged).length;
    const recheckCounts = recheck ? { pagesUnchanged: unchangedPages, pagesChanged: pages.length - unchangedPages } : {};
    await recordOutcome(
      deps,
      run.created_by,
      payload,
      { status: 'completed', snippetsCount, pagesFetched, ...recheckCounts },
      profile.fields?.name ?? null,
      { pagesFailed: (crawl?.failures ?? recheck?.failures ?? []).length, failedPages: profile.failedPages, ...(recheck ? { recheck: true, ...recheckCounts, profileChanged: profile.created } : {}) },
    );
    logger.info({ runId, hotelId, pagesFetched, snippetsCount, version: profile.version }, 'hotel scraped');
    return { status: 'completed', snippetsCount, pagesFetched, profileVersion: profile.version };
  } catch (err) {
    const reason = stage === 'crawl' ? fetchFailureReason(err, 'Homepage') : stage === 'ai' ? aiFailureReason(err) : otherFailureReason(err);
    if (isFinalFailure(job, err)) {
      await recordOutcome(deps, run.created_by, payload, { status: 'error', error: reason, pagesFetched }, null);
      logger.warn({ runId, hotelId, reason, ...failureDetail(err) }, 'hotel failed');
    } else {
      logger.warn({ runId, hotelId, attempt: job.attemptsMade + 1, err: (err as Error).message }, 'hotel attempt failed; will retry');
    }
    return rethrowForQueue(job, token, err, reason);
  }
}

/**
 * Safety net for failures the handler never saw (a job stalled more often than allowed, a
 * worker crash between attempts): called from the queue's 'failed' event once BullMQ gives up.
 * Guarded like every outcome, so a failure the handler already recorded is not counted twice.
 */
export async function recordAbandonedScrape(deps: Pick<JobDeps, 'db' | 'publisher' | 'logger' | 'webhooks'>, data: unknown, error: string): Promise<boolean> {
  const parsed = scrapeHotelJob.safeParse(data);
  if (!parsed.success) return false;
  const run = await getRun(deps.db, parsed.data.runId);
  if (!run) return false;
  const item = await findRunItemStatus(deps.db, parsed.data.runId, parsed.data.hotelId);
  if (!item || item === 'completed' || item === 'error') return false;
  await recordOutcome(deps, run.created_by, parsed.data, { status: 'error', error }, null);
  return true;
}

/** Final state of the item: counted once, then progress (and the run's end) published. */
async function recordOutcome(
  deps: Pick<JobDeps, 'db' | 'publisher' | 'logger' | 'webhooks'>,
  userId: string | null,
  payload: ScrapeHotelJob,
  outcome: ItemOutcome,
  profileName: string | null,
  /** Extra audit details of a completed scrape (subpages that could not be fetched). */
  extra: Record<string, unknown> = {},
): Promise<void> {
  const { db, publisher } = deps;
  const { runId, hotelId } = payload;
  // The item, the hotel's status and the audit entry commit together; progress is published
  // only after the commit, so a listener never sees a count the database does not hold.
  const committed = await db.transaction().execute(async (trx) => {
    const counters = await finishRunItem(trx, runId, hotelId, outcome);
    if (!counters) return null; // already counted by an earlier run of this job
    // Only the run of the job that made the item final may put the hotel in error: a late
    // duplicate failing must not overwrite a hotel another run of the job completed.
    if (outcome.status === 'error') await markHotelError(trx, hotelId, outcome.error, { scraped: true });
    await writeAudit(trx, {
      user_id: userId,
      entity_type: 'hotel',
      entity_id: hotelId,
      action: 'scraped',
      details:
        outcome.status === 'completed'
          ? { runId, url: payload.url, snippetsCount: outcome.snippetsCount, pagesFetched: outcome.pagesFetched, ...extra }
          : { runId, url: payload.url, snippetsCount: 0, error: outcome.error },
    });
    return { counters, hotel: await getHotel(trx, hotelId) };
  });
  if (!committed) return;
  const { counters, hotel } = committed;
  const status: HotelStatus = outcome.status;
  await publisher.publish({
    type: 'progress',
    runId,
    current: counters.completed + counters.failed,
    total: counters.total,
    status,
    hotelId,
    hotelName: hotel?.name ?? profileName ?? null,
  });
  if (counters.runCompleted) {
    await publisher.publish({
      type: 'complete',
      runId,
      current: counters.completed + counters.failed,
      total: counters.total,
      status: 'completed',
      hotelId: null,
      completed: counters.completed,
      failed: counters.failed,
    });
  }
  if (outcome.status === 'error') {
    await notifyWebhooks(deps, { type: 'hotel.failed', data: { hotelId, hotelName: hotel?.name ?? null, runId, error: outcome.error } });
  }
  if (counters.runCompleted) {
    await notifyWebhooks(deps, { type: 'run.completed', data: { runId, total: counters.total, completed: counters.completed, failed: counters.failed } });
  }
}
