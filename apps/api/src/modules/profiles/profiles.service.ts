import type { Profile, ProfileVersionSummary, RegenerateProfileResponse } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Env } from '../../config/env.ts';
import { type JobQueue, writeAudit } from '@hotel/domain';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { resolveModel } from '../models/models.service.ts';
import * as repo from './profiles.repository.ts';

export interface ProfilesServiceDeps {
  db: Db;
  env: Env;
  queue: JobQueue;
  clock: Clock;
}

export const NO_PROFILE_MESSAGE = 'No profile generated yet';
export const NO_SNIPPETS_MESSAGE = 'This hotel has no snippets to generate a profile from';

/** jsonb lists written by the worker; anything else reads as empty rather than failing the page. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function toProfile(r: repo.ProfileRecord): Profile {
  const provenance: Record<string, string[]> = {};
  if (r.provenance && typeof r.provenance === 'object') {
    for (const [k, v] of Object.entries(r.provenance)) provenance[k] = stringList(v);
  }
  return {
    id: r.id,
    hotelId: r.hotel_id,
    version: r.version,
    name: r.name,
    brandName: r.brand_name,
    address: r.address,
    situated: r.situated,
    description: r.description,
    amenities: stringList(r.amenities),
    transportLinks: stringList(r.transport_links),
    nearbyAttractions: stringList(r.nearby_attractions),
    generatedAt: r.generated_at.toISOString(),
    model: r.model,
    promptVersion: r.prompt_version,
    inputTokens: r.input_tokens,
    outputTokens: r.output_tokens,
    costUsd: Number(r.cost_usd),
    durationMs: r.duration_ms,
    provenance,
  };
}

export function createProfilesService({ db, env, queue, clock }: ProfilesServiceDeps) {
  async function requireHotel(hotelId: string) {
    const hotel = await repo.findHotel(db, hotelId);
    if (!hotel) throw notFound('Hotel');
    return hotel;
  }

  return {
    async current(hotelId: string): Promise<Profile> {
      await requireHotel(hotelId);
      const row = await repo.findLatest(db, hotelId);
      if (!row) throw new AppError('NOT_FOUND', NO_PROFILE_MESSAGE);
      return toProfile(row);
    },

    async versions(hotelId: string): Promise<ProfileVersionSummary[]> {
      await requireHotel(hotelId);
      const rows = await repo.listVersions(db, hotelId);
      return rows.map((r) => ({
        id: r.id,
        version: r.version,
        model: r.model,
        generatedAt: r.generated_at.toISOString(),
        inputTokens: r.input_tokens,
        outputTokens: r.output_tokens,
        costUsd: Number(r.cost_usd),
      }));
    },

    async version(hotelId: string, version: number): Promise<Profile> {
      await requireHotel(hotelId);
      // Beyond int4 no version can exist; asking Postgres would be an out-of-range error.
      const row = version <= 2_147_483_647 ? await repo.findVersion(db, hotelId, version) : undefined;
      if (!row) throw new AppError('NOT_FOUND', `Profile version ${version} not found`);
      return toProfile(row);
    },

    async regenerate(actorId: string, hotelId: string, requestedModel?: string): Promise<RegenerateProfileResponse> {
      const model = resolveModel(env, requestedModel);
      const previous = await db.transaction().execute(async (trx) => {
        const hotel = await repo.findHotel(trx, hotelId);
        if (!hotel) throw notFound('Hotel');
        if (hotel.snippets_count <= 0) throw new AppError('CONFLICT', NO_SNIPPETS_MESSAGE);
        await repo.markProcessing(trx, hotelId, clock.now());
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'profile',
          entity_id: hotelId,
          action: 'updated',
          // hotelId in the details too: the audit page names the hotel of every profile entry.
          details: { hotelId, model },
        });
        return hotel.status;
      });
      // After the commit: the worker sets the final status, which must land after ours.
      try {
        const { jobId } = await queue.enqueueGenerateProfile({ hotelId, model, requestedBy: actorId, reason: 'regenerate' });
        return { jobId, status: 'queued' };
      } catch {
        await repo.restoreStatus(db, hotelId, previous).catch(() => {});
        throw new AppError('UNAVAILABLE', 'The job queue is unavailable. Please try again shortly.');
      }
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
