import { diffProfileFields, type WebhookEvent } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { profileFieldsOf, type WebhookEmitter } from '@hotel/domain';
import type { Logger } from '../logger.ts';
import { versionPair } from './webhook-events.repository.ts';

/**
 * Emits an event after the change it reports has committed. A webhook that cannot be queued is
 * logged, never thrown: the hotel's outcome stands whether or not anyone is told.
 */
export async function notifyWebhooks(deps: { webhooks?: WebhookEmitter; logger: Logger }, event: WebhookEvent): Promise<void> {
  if (!deps.webhooks) return;
  try {
    await deps.webhooks.emit(event);
  } catch (err) {
    deps.logger.error({ event: event.type, err: (err as Error).message }, 'webhook event could not be queued');
  }
}

/** `profile.changed` when a new version differs from the one before it (a first version is no change). */
export async function notifyProfileChanged(deps: { db: Db; webhooks?: WebhookEmitter; logger: Logger }, hotelId: string, version: number): Promise<void> {
  if (!deps.webhooks || version < 2) return;
  try {
    const { previous, current, hotelName } = await versionPair(deps.db, hotelId, version);
    if (!previous || !current) return;
    // The Changes screen's definition of a change (order alone and whitespace are none).
    const changedFields = diffProfileFields(profileFieldsOf(previous), profileFieldsOf(current)).map((c) => c.field);
    if (changedFields.length === 0) return;
    await notifyWebhooks(deps, { type: 'profile.changed', data: { hotelId, hotelName, version, previousVersion: previous.version, changedFields, model: current.model } });
  } catch (err) {
    deps.logger.error({ hotelId, version, err: (err as Error).message }, 'profile.changed could not be emitted');
  }
}
