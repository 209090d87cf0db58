import type { Job } from 'bullmq';
import { captureSourceJob, type CaptureSourceJob, type CaptureSourceResult, type ExtractedSnippet } from '@hotel/contracts';
import type { Usage } from '../ai/types.ts';
import { pageDocument } from '../extract/document.ts';
import { extractSnippets } from '../extract/index.ts';
import { NonRetryableError } from '../errors.ts';
import { getHotel, markHotelCompleted, markHotelError } from '@hotel/domain';
import { loadPrompts } from '../repositories/prompts.repository.ts';
import { insertSnippets } from '../repositories/snippets.repository.ts';
import { getSource, updateSource } from '../repositories/sources.repository.ts';
import { generateAndStoreProfile } from './generate-profile.ts';
import { aiFailureReason, failureDetail, fetchFailureReason, isFinalFailure, pageTitle, rethrowForQueue, type JobDeps } from './job-support.ts';
import { runLlmSnippetSteps } from '../pipeline/snippet-steps.ts';

export const NO_CONTENT_REASON = 'No content could be extracted from this page';

/**
 * capture-source: fetch ONE URL a person added (no crawl), store its snippets under that source,
 * then regenerate the profile. The API waits on the returned result.
 */
export async function handleCaptureSource(job: Job, deps: JobDeps, token?: string): Promise<CaptureSourceResult> {
  let payload: CaptureSourceJob;
  try {
    payload = captureSourceJob.parse(job.data);
  } catch (err) {
    return rethrowForQueue(job, token, err);
  }
  const { db, publisher, logger } = deps;
  const { hotelId, sourceId, url } = payload;
  if (!(await getHotel(db, hotelId)) || !(await getSource(db, sourceId))) {
    return rethrowForQueue(job, token, new NonRetryableError('The hotel or source no longer exists'));
  }
  let resolved;
  try {
    resolved = deps.registry.resolve(payload.model);
  } catch (err) {
    const reason = (err as Error).message;
    await updateSource(db, sourceId, { status: 'error', error: reason });
    await publisher.publish({ type: 'hotel-updated', hotelId, status: (await getHotel(db, hotelId))?.status ?? 'error', reason: 'source', sourceUrl: url, error: reason });
    return rethrowForQueue(job, token, err, reason);
  }
  await updateSource(db, sourceId, { status: 'processing' });

  let snippetsCount: number;
  let pageUrl: string;
  // A rate-limited snippet step now fails the attempt: its reason must not read 'Page unreachable'.
  let inLlmStep = false;
  try {
    const page = await deps.fetcher.fetchPage(url);
    pageUrl = page.finalUrl;
    // Filed under the URL exactly as the person gave it, so the source and its snippets match.
    let snippets: ExtractedSnippet[] = extractSnippets({ sourceUrl: url, pageUrl: page.finalUrl, html: page.html, document: pageDocument(page, { consume: true }) });
    let extraUsage: Usage | undefined;
    if (resolved.llm) {
      const prompts = await loadPrompts(db);
      inLlmStep = true;
      const out = await runLlmSnippetSteps(resolved.llm, [{ sourceUrl: url, pageUrl: page.finalUrl, html: page.html }], snippets, prompts, logger);
      inLlmStep = false;
      snippets = out.snippets;
      extraUsage = out.usage;
    }
    if (!snippets.length) throw new NonRetryableError(NO_CONTENT_REASON);
    await insertSnippets(
      db,
      hotelId,
      snippets.map((s) => ({ ...s, sourceId })),
    );
    snippetsCount = snippets.length;
    await updateSource(db, sourceId, { status: 'completed', error: null, httpStatus: page.status, finalUrl: page.finalUrl, title: pageTitle(page.html), fetchedVia: page.via });

    // The capture itself succeeded; a failing profile step is reported on the hotel, not the source.
    let hotelStatus: 'completed' | 'error' = 'completed';
    let profileError: string | null = null;
    try {
      await generateAndStoreProfile(deps, {
        hotelId,
        model: payload.model,
        jobKey: `capture:${job.id ?? sourceId}`,
        runId: null,
        requestedBy: payload.requestedBy,
        identity: 'fill-missing',
        ...(extraUsage ? { extraUsage } : {}),
      });
      await markHotelCompleted(db, hotelId, { scraped: false });
    } catch (err) {
      profileError = aiFailureReason(err);
      hotelStatus = 'error';
      await markHotelError(db, hotelId, profileError, { scraped: false });
      logger.warn({ hotelId, reason: profileError }, 'profile regeneration after capture failed');
    }
    // `error` is the source's: the capture worked, so it is null even when the profile step
    // failed (that failure is the hotel's status and reason, which the page refetches).
    await publisher.publish({ type: 'hotel-updated', hotelId, status: hotelStatus, reason: 'source', sourceUrl: url, error: null });
    logger.info({ hotelId, sourceId, snippetsCount }, 'source captured');
    return { snippetsCount, pageUrl };
  } catch (err) {
    const reason = inLlmStep
      ? aiFailureReason(err)
      : err instanceof NonRetryableError && err.reason === NO_CONTENT_REASON
        ? NO_CONTENT_REASON
        : fetchFailureReason(err, 'Page');
    if (isFinalFailure(job, err)) {
      await updateSource(db, sourceId, { status: 'error', error: reason });
      const hotel = await getHotel(db, hotelId);
      await publisher.publish({ type: 'hotel-updated', hotelId, status: hotel?.status ?? 'error', reason: 'source', sourceUrl: url, error: reason });
      logger.warn({ hotelId, sourceId, reason, ...failureDetail(err) }, 'source capture failed');
    }
    return rethrowForQueue(job, token, err, reason);
  }
}
