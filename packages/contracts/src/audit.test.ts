import { describe, expect, it } from 'vitest';
import { auditLogQuery, decodeAuditCursor, encodeAuditCursor } from './audit.ts';

describe('audit log cursor', () => {
  const cursor = { createdAt: '2026-03-04T05:06:07.123456Z', id: '0b6f1c2e-1111-4c1c-9c1c-000000000001' };

  it('round-trips through the header form', () => {
    expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
    expect(auditLogQuery.parse({ before: encodeAuditCursor(cursor) }).before).toEqual(cursor);
  });

  it('is optional: without it the query is the newest page as before', () => {
    expect(auditLogQuery.parse({})).toEqual({ days: 30, limit: 500 });
  });

  it('refuses anything that is not a cursor', () => {
    for (const before of ['', 'x', '2026-03-04T05:06:07.123Z_' + cursor.id, `${cursor.createdAt}_not-a-uuid`, `${cursor.createdAt}_${cursor.id}_x`, '2026-13-45T99:06:07.123456Z_' + cursor.id]) {
      const r = auditLogQuery.safeParse({ before });
      expect(r.success, before).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('must be a cursor from the x-next-cursor header');
    }
  });
});
