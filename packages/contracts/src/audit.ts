import { z } from 'zod';
import { isoDate } from './common.ts';

export const AUDIT_ENTITY_TYPES = ['hotel', 'snippet', 'profile', 'prompt', 'user', 'setting', 'webhook', 'queue'] as const;
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted', 'scraped'] as const;
export const AUDIT_WINDOW_DAYS = 30;

export const auditLogEntry = z.object({
  id: z.string(),
  createdAt: isoDate,
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/**
 * Keyset cursor of the audit log: the position of the last entry of a page, as the
 * `x-next-cursor` header (PAGINATION_HEADERS.nextCursor) carries it: the entry's createdAt in
 * microseconds (ISO, UTC; the database keeps microseconds and a millisecond cursor would skip
 * entries written in the same millisecond) and its id, joined by '_'.
 */
export interface AuditCursor {
  createdAt: string;
  id: string;
}
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeAuditCursor(cursor: AuditCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

export function decodeAuditCursor(value: string): AuditCursor | null {
  const [createdAt = '', id = '', ...rest] = value.split('_');
  if (rest.length > 0 || !CURSOR_TIME.test(createdAt) || !CURSOR_ID.test(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id: id.toLowerCase() };
}

/**
 * GET /api/audit-logs — the body is AuditLogEntry[], newest first. Without `before` it is the
 * newest page, as it always was; when more entries of the window follow, the answer carries
 * PAGINATION_HEADERS.nextCursor, and `before=<that cursor>` reads the next, older page.
 */
export const auditLogQuery = z.object({
  days: z.coerce.number().int().min(1, 'days must be at least 1').max(365, 'days must be at most 365').default(AUDIT_WINDOW_DAYS),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  before: z
    .string()
    .max(100)
    .transform((value, ctx) => {
      const cursor = decodeAuditCursor(value);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: 'must be a cursor from the x-next-cursor header' });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
