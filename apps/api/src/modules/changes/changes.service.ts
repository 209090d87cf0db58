import {
  readStoredChanges,
  type ChangeEntry,
  type ListChangesQuery,
  type PendingChange,
  type RestoreProfileResponse,
  type ReviewChangesResponse,
  type ServerMessage,
  type WebhookEvent,
} from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { applyProfileToHotel, insertProfileVersion, lockHotel, profileFieldsOf, writeAudit } from '@hotel/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './changes.repository.ts';

export interface ChangesServiceDeps {
  db: Db;
  clock: Clock;
  /** Tells every open console that the hotel's profile changed (lists and counts refetch). */
  events: { publish(message: ServerMessage): Promise<void> };
  logger: Logger;
  /** Sends `profile.changed` to the subscribed webhook endpoints when a restore changed fields. */
  webhooks?: { emit(event: WebhookEvent): Promise<unknown> };
}

export const NOTHING_TO_REVIEW_MESSAGE = 'This hotel has no changes to review';

export function toChangeEntry(r: repo.ChangeRecord): ChangeEntry {
  return {
    hotelId: r.hotel_id,
    hotelName: r.hotel_name,
    version: r.version,
    previousVersion: r.version - 1,
    changedAt: r.generated_at.toISOString(),
    model: r.model,
    restoredFrom: r.restored_from,
    changes: readStoredChanges(r.changes),
    reviewedAt: r.reviewed_at ? r.reviewed_at.toISOString() : null,
    reviewedBy: r.reviewed_by_email,
  };
}

export function createChangesService({ db, clock, events, logger, webhooks }: ChangesServiceDeps) {
  /** After the commit: a console that misses it still refetches on its next visit. */
  async function announce(hotelId: string, status: 'pending' | 'processing' | 'completed' | 'error'): Promise<void> {
    await events.publish({ type: 'hotel-updated', hotelId, status, reason: 'profile' }).catch((err: unknown) => {
      logger.warn({ err, hotelId }, 'could not announce a profile change');
    });
  }

  return {
    async list(query: ListChangesQuery): Promise<{ items: ChangeEntry[]; total: number }> {
      const filter = { since: query.since, field: query.field };
      const [rows, total] = await Promise.all([
        repo.listUnreviewed(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
        repo.countUnreviewed(db, filter),
      ]);
      return { items: rows.map(toChangeEntry), total };
    },

    async pending(hotelId: string): Promise<PendingChange> {
      if (!(await repo.findHotel(db, hotelId))) throw notFound('Hotel');
      const [row] = await repo.listUnreviewed(db, { hotelId }, 1, 0);
      return { pending: row ? toChangeEntry(row) : null };
    },

    async review(actorId: string, hotelId: string): Promise<ReviewChangesResponse> {
      const at = clock.now();
      const result = await db.transaction().execute(async (trx) => {
        const hotel = await lockHotel(trx, hotelId);
        if (!hotel) throw notFound('Hotel');
        const versions = await repo.markReviewed(trx, hotelId, actorId, at);
        const latest = versions.at(-1);
        if (latest === undefined) throw new AppError('CONFLICT', NOTHING_TO_REVIEW_MESSAGE);
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'profile',
          entity_id: hotelId,
          action: 'updated',
          details: { hotelId, change: 'reviewed', versions },
        });
        return { version: latest, status: hotel.status };
      });
      await announce(hotelId, result.status);
      return { hotelId, version: result.version, reviewedAt: at.toISOString() };
    },

    /**
     * Writes a new version holding an earlier version's fields. The versions it replaces count as
     * reviewed (a person decided on them); the restore itself is a change like any other, with its
     * own diff, waiting for review.
     */
    async restore(actorId: string, hotelId: string, version: number): Promise<RestoreProfileResponse> {
      const at = clock.now();
      const result = await db.transaction().execute(async (trx) => {
        const hotel = await lockHotel(trx, hotelId);
        if (!hotel) throw notFound('Hotel');
        const from = await repo.findVersion(trx, hotelId, version);
        if (!from) throw new AppError('NOT_FOUND', `Profile version ${version} not found`);
        const latest = await repo.latestVersion(trx, hotelId);
        if (latest === null || latest === version) {
          throw new AppError('CONFLICT', `Version ${version} is already the current profile`);
        }
        const fields = profileFieldsOf(from);
        const replaced = await repo.markReviewed(trx, hotelId, actorId, at);
        // The earlier version's provenance, model and prompt version; no tokens spent.
        const inserted = await insertProfileVersion(trx, {
          hotelId,
          fields,
          provenance: from.provenance ?? {},
          model: from.model,
          promptVersion: from.prompt_version,
          createdBy: actorId,
          restoredFrom: from.version,
        });
        // Only a job key seen before writes nothing, and a restore has none.
        if (!inserted) throw new AppError('INTERNAL', `Restoring version ${version} wrote no version`);
        const next = inserted.version;
        const changes = inserted.changes ?? [];
        // The restored version names the hotel, as a scrape's does.
        await applyProfileToHotel(trx, hotelId, fields, { identity: 'overwrite', at });
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'profile',
          entity_id: hotelId,
          action: 'updated',
          details: { hotelId, change: 'restored', version: next, restoredFrom: version, reviewed: replaced, fields: changes.map((c) => c.field) },
        });
        return { version: next, changes, status: hotel.status, hotelName: hotel.name, model: from.model };
      });
      await announce(hotelId, result.status);
      if (webhooks && result.changes.length > 0) {
        // After the commit, like the worker's: the restore stands whether or not anyone is told.
        await webhooks
          .emit({
            type: 'profile.changed',
            data: {
              hotelId,
              hotelName: result.hotelName,
              version: result.version,
              previousVersion: result.version - 1,
              changedFields: result.changes.map((c) => c.field),
              model: result.model,
            },
          })
          .catch((err: unknown) => logger.error({ err, hotelId }, 'profile.changed could not be queued'));
      }
      return { hotelId, version: result.version, restoredFrom: version, changes: result.changes };
    },
  };
}

export type ChangesService = ReturnType<typeof createChangesService>;
