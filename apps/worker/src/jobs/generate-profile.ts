import type { Job } from 'bullmq';
import { generateProfileJob, type GenerateProfileJob, type ProfileFields } from '@hotel/contracts';
import type { Usage } from '../ai/types.ts';
import { NonRetryableError } from '../errors.ts';
import {
  writeAudit,
  getHotel,
  markHotelCompleted,
  markHotelError,
  markHotelProcessing,
  addRunUsage,
  applyProfileToHotel,
  insertProfileVersion,
  lockHotel,
  profileFieldsOf,
  type HotelIdentityMode,
} from '@hotel/domain';
import { findProfileByJobKey, getProfile } from '../repositories/profiles.repository.ts';
import { loadPrompts } from '../repositories/prompts.repository.ts';
import { listSnippetsForProfile } from '../repositories/snippets.repository.ts';
import { notifyProfileChanged, notifyWebhooks } from '../webhooks/notify.ts';
import { aiFailureReason, isFinalFailure, rethrowForQueue, type JobDeps } from './job-support.ts';

export interface ProfileRequest {
  hotelId: string;
  model: string;
  /** Unique per logical job: a retried job finds its version instead of writing another. */
  jobKey: string | null;
  runId: string | null;
  requestedBy: string | null;
  /** After a scrape the profile's name/brand win; a regeneration only fills what is missing. */
  identity: HotelIdentityMode;
  /** Tokens already spent on this hotel by the optional LLM snippet steps. */
  extraUsage?: Usage;
  signal?: AbortSignal;
}

export interface ProfileOutcome {
  created: boolean;
  version: number;
  fields: ProfileFields;
  usage: Usage;
}

/**
 * The one code path that turns a hotel's snippets into a stored profile version, used by
 * scrape-hotel, capture-source and generate-profile. The model runs first, outside any
 * transaction; the version, the hotel update, run usage and the audit entry are one transaction.
 */
export async function generateAndStoreProfile(deps: Pick<JobDeps, 'db' | 'registry' | 'logger' | 'webhooks'>, req: ProfileRequest): Promise<ProfileOutcome> {
  const { db, registry } = deps;
  if (req.jobKey) {
    const existing = await findProfileByJobKey(db, req.jobKey);
    if (existing) {
      const row = await getProfile(db, existing.id);
      return {
        created: false,
        version: existing.version,
        fields: profileFieldsOf(row),
        usage: { inputTokens: row.input_tokens, outputTokens: row.output_tokens, costUsd: Number(row.cost_usd) },
      };
    }
  }
  const resolved = registry.resolve(req.model);
  const [snippets, prompts] = await Promise.all([listSnippetsForProfile(db, req.hotelId), loadPrompts(db)]);
  const started = performance.now();
  const generated = await resolved.generator.generate({ model: req.model, hotelId: req.hotelId, snippets, prompts, signal: req.signal });
  const durationMs = performance.now() - started;
  const extra = req.extraUsage ?? { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  const usage: Usage = {
    inputTokens: generated.usage.inputTokens + extra.inputTokens,
    outputTokens: generated.usage.outputTokens + extra.outputTokens,
    costUsd: Math.round((generated.usage.costUsd + extra.costUsd) * 1e6) / 1e6,
  };

  const outcome = await db.transaction().execute(async (trx) => {
    const hotel = await lockHotel(trx, req.hotelId);
    if (!hotel) throw new NonRetryableError(`Hotel ${req.hotelId} no longer exists`);
    const inserted = await insertProfileVersion(trx, {
      hotelId: req.hotelId,
      fields: generated.fields,
      provenance: generated.provenance,
      model: req.model,
      promptVersion: resolved.llm ? prompts.profile_generator.version : null,
      usage,
      durationMs,
      runId: req.runId,
      jobKey: req.jobKey,
      createdBy: req.requestedBy,
    });
    if (!inserted) {
      // Another worker running the same job won the race: its version stands.
      const other = await findProfileByJobKey(trx, req.jobKey ?? '');
      return { created: false, version: other?.version ?? 0, fields: generated.fields, usage };
    }
    await applyProfileToHotel(trx, req.hotelId, generated.fields, { identity: req.identity, at: new Date() });
    if (req.runId) await addRunUsage(trx, req.runId, usage);
    await writeAudit(trx, {
      user_id: req.requestedBy,
      entity_type: 'profile',
      entity_id: req.hotelId,
      action: inserted.version === 1 ? 'created' : 'updated',
      details: { hotelId: req.hotelId, model: req.model, version: inserted.version, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: usage.costUsd },
    });
    return { created: true, version: inserted.version, fields: generated.fields, usage };
  });
  if (outcome.created) await notifyProfileChanged(deps, req.hotelId, outcome.version);
  return outcome;
}

/** generate-profile job: regenerate a hotel's profile with the chosen model. */
export async function handleGenerateProfile(job: Job, deps: JobDeps, token?: string): Promise<{ version: number; created: boolean }> {
  let payload: GenerateProfileJob;
  try {
    payload = generateProfileJob.parse(job.data);
  } catch (err) {
    return rethrowForQueue(job, token, err);
  }
  const { db, publisher, logger } = deps;
  const hotel = await getHotel(db, payload.hotelId);
  if (!hotel) return rethrowForQueue(job, token, new NonRetryableError(`Hotel ${payload.hotelId} not found`));
  try {
    await markHotelProcessing(db, payload.hotelId, null);
    const outcome = await generateAndStoreProfile(deps, {
      hotelId: payload.hotelId,
      model: payload.model,
      jobKey: job.id ?? null,
      runId: payload.runId ?? null,
      requestedBy: payload.requestedBy,
      identity: 'fill-missing',
    });
    await markHotelCompleted(db, payload.hotelId, { scraped: false });
    await publisher.publish({ type: 'hotel-updated', hotelId: payload.hotelId, status: 'completed', reason: 'profile' });
    logger.info({ hotelId: payload.hotelId, model: payload.model, version: outcome.version }, 'profile generated');
    return { version: outcome.version, created: outcome.created };
  } catch (err) {
    const reason = aiFailureReason(err);
    if (isFinalFailure(job, err)) {
      await markHotelError(db, payload.hotelId, reason, { scraped: false });
      await publisher.publish({ type: 'hotel-updated', hotelId: payload.hotelId, status: 'error', reason: 'profile', error: reason });
      await notifyWebhooks(deps, { type: 'hotel.failed', data: { hotelId: payload.hotelId, hotelName: hotel.name, runId: payload.runId ?? null, error: reason } });
      logger.warn({ hotelId: payload.hotelId, reason }, 'profile generation failed');
    }
    return rethrowForQueue(job, token, err, reason);
  }
}
