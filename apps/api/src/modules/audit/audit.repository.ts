import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@hotel/db';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The audit window as the finished JSON array (AuditLogEntry[] of @hotel/contracts), built by
 * Postgres. Reading 500 rows into JS objects (dates, jsonb details) and serialising them again
 * cost ~5.5 ms of the API's event loop per request against 0.5 ms for the query; json_agg hands
 * over one string (~1.5 ms of the event loop). json_agg of a row is compact JSON (no spaces, unlike
 * json_build_object), its keys the column aliases in contract order. Users are joined after the
 * LIMIT, to the 500 rows only; the window reads the created_at index and stops after `limit` rows.
 */
export async function listSinceJson(db: Executor, since: Date, limit: number): Promise<string> {
  const { rows } = await sql<{ body: string }>`
    SELECT coalesce(json_agg(e ORDER BY a.created_at DESC, a.id DESC), '[]')::text AS body
    FROM (
      SELECT id, created_at, user_id, entity_type, entity_id, action, details
      FROM audit_logs
      WHERE created_at >= ${since}
      ORDER BY created_at DESC, id DESC
      LIMIT ${limit}
    ) a
    LEFT JOIN users u ON u.id = a.user_id
    CROSS JOIN LATERAL (
      SELECT a.id,
             -- toISOString's shape: UTC, milliseconds, Z
             to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
             u.first_name AS "userFirstName",
             u.last_name AS "userLastName",
             u.email AS "userEmail",
             a.entity_type AS "entityType",
             a.entity_id AS "entityId",
             a.action,
             CASE WHEN jsonb_typeof(a.details) = 'object' THEN a.details END AS details
    ) e`.execute(db);
  return rows[0]?.body ?? '[]';
}
