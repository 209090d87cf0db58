import { sql } from 'kysely';
import type { Db } from '@hotel/db';
import type { Executor } from '@hotel/domain';

const ENDPOINT_COLUMNS = ['e.id', 'e.url', 'e.description', 'e.events', 'e.enabled', 'e.created_at', 'e.updated_at'] as const;

/** Endpoints with their newest delivery, oldest endpoint first (a company has a handful). */
export function listEndpoints(db: Db) {
  return db
    .selectFrom('webhook_endpoints as e')
    .leftJoinLateral(
      (eb) => eb.selectFrom('webhook_deliveries as d').select(['d.status', 'd.created_at']).whereRef('d.endpoint_id', '=', 'e.id').orderBy('d.created_at', 'desc').limit(1).as('last'),
      (join) => join.onTrue(),
    )
    .select([...ENDPOINT_COLUMNS, 'last.status as last_status', 'last.created_at as last_created_at'])
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

export function findEndpoint(db: Executor, id: string) {
  return db
    .selectFrom('webhook_endpoints as e')
    .leftJoinLateral(
      (eb) => eb.selectFrom('webhook_deliveries as d').select(['d.status', 'd.created_at']).whereRef('d.endpoint_id', '=', 'e.id').orderBy('d.created_at', 'desc').limit(1).as('last'),
      (join) => join.onTrue(),
    )
    .select([...ENDPOINT_COLUMNS, 'last.status as last_status', 'last.created_at as last_created_at'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}

export type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;

export async function insertEndpoint(
  trx: Executor,
  row: { id: string; url: string; description: string | null; events: string[]; secretSealed: string; createdBy: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('webhook_endpoints')
    .values({
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events,
      secret_sealed: row.secretSealed,
      created_by: row.createdBy,
      created_at: row.at,
      updated_at: row.at,
    })
    .execute();
}

export async function updateEndpoint(
  trx: Executor,
  id: string,
  patch: { url?: string; description?: string | null; events?: string[]; enabled?: boolean; secretSealed?: string },
  at: Date,
): Promise<boolean> {
  const r = await trx
    .updateTable('webhook_endpoints')
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.secretSealed !== undefined ? { secret_sealed: patch.secretSealed } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Its delivery log goes with it (ON DELETE CASCADE); queued jobs then find nothing to send. */
export async function deleteEndpoint(trx: Executor, id: string): Promise<boolean> {
  const r = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Newest first. */
export function listDeliveries(db: Db, endpointId: string, page: { offset: number; limit: number }) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event_id', 'event_type', 'status', 'attempts', 'response_status', 'last_error', 'duration_ms', 'created_at', 'last_attempt_at', 'delivered_at'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countDeliveries(db: Db, endpointId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select(sql<string>`count(*)`.as('n'))
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
