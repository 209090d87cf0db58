import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditLogEntry, type AuditLogEntry } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { writeAudit } from '@hotel/domain';

describe('audit logs', () => {
  let t: TestApp;
  let user: TestSession;
  const list = (qs = '') => t.app.inject({ method: 'GET', url: `/api/audit-logs${qs}`, headers: t.auth(user) });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
    await t.db.updateTable('users').set({ first_name: 'Ann', last_name: 'Lee' }).where('id', '=', user.user.id).execute();
    await writeAudit(t.db, { user_id: user.user.id, entity_type: 'hotel', entity_id: 'recent', action: 'deleted', details: { name: 'R' } });
    await writeAudit(t.db, { user_id: null, entity_type: 'snippet', entity_id: 'system', action: 'deleted', details: null });
    await writeAudit(t.db, { user_id: user.user.id, entity_type: 'prompt', entity_id: 'ten-days', action: 'updated', details: { type: 'classifier' } });
    await writeAudit(t.db, { user_id: user.user.id, entity_type: 'hotel', entity_id: 'forty-days', action: 'scraped', details: { url: 'https://x' } });
    await sql`UPDATE audit_logs SET created_at = now() - interval '10 days' WHERE entity_id = 'ten-days'`.execute(t.db);
    await sql`UPDATE audit_logs SET created_at = now() - interval '40 days' WHERE entity_id = 'forty-days'`.execute(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the last 30 days by default, newest first, with the user\'s name and email', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<AuditLogEntry[]>().map((e) => auditLogEntry.parse(e));
    const ids = body.map((e) => e.entityId);
    expect(ids).toContain('recent');
    expect(ids).toContain('ten-days');
    expect(ids).not.toContain('forty-days');
    expect(ids.indexOf('ten-days')).toBe(ids.length - 1);
    expect(body.find((e) => e.entityId === 'recent')).toMatchObject({
      userFirstName: 'Ann',
      userLastName: 'Lee',
      userEmail: user.user.email,
      entityType: 'hotel',
      action: 'deleted',
      details: { name: 'R' },
    });
    expect(body.find((e) => e.entityId === 'system')).toMatchObject({ userEmail: null, userFirstName: null, details: null });
  });

  it('honours days=N', async () => {
    const week = (await list('?days=7')).json<AuditLogEntry[]>().map((e) => e.entityId);
    expect(week).toContain('recent');
    expect(week).not.toContain('ten-days');
    const longer = (await list('?days=60')).json<AuditLogEntry[]>().map((e) => e.entityId);
    expect(longer).toContain('forty-days');
  });

  it('refuses a bad window with 400', async () => {
    for (const qs of ['?days=0', '?days=-1', '?days=abc', '?days=366', '?limit=0']) {
      expect((await list(qs)).statusCode, qs).toBe(400);
    }
  });

  it('answers each row as the contract shape, createdAt the ISO instant of the row, newest first', async () => {
    const res = await list('?days=60');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const rows = await t.db
      .selectFrom('audit_logs')
      .select(['id', 'created_at', 'entity_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const body = res.json<AuditLogEntry[]>();
    expect(body.map((e) => [e.id, e.createdAt, e.entityId])).toEqual(rows.map((r) => [r.id, r.created_at.toISOString(), r.entity_id]));
    expect((await list('?days=60&limit=2')).json<AuditLogEntry[]>().map((e) => e.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
  });

  it('reaches every entry of the window page by page through the x-next-cursor header, ties included', async () => {
    // Entries sharing one instant, and entries a few microseconds apart inside one millisecond:
    // a cursor of milliseconds, or of the timestamp alone, would skip or repeat some of them.
    for (let i = 0; i < 5; i++) {
      await writeAudit(t.db, { user_id: user.user.id, entity_type: 'hotel', entity_id: `tie-${i}`, action: 'updated', details: null });
    }
    const second = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 19); // two days ago, to the second
    await sql`UPDATE audit_logs SET created_at = ${`${second}.123456Z`}::timestamptz WHERE entity_id IN ('tie-0', 'tie-1', 'tie-2')`.execute(t.db);
    await sql`UPDATE audit_logs SET created_at = ${`${second}.123789Z`}::timestamptz WHERE entity_id = 'tie-3'`.execute(t.db);
    await sql`UPDATE audit_logs SET created_at = ${`${second}.123001Z`}::timestamptz WHERE entity_id = 'tie-4'`.execute(t.db);
    const days = 60;
    const since = new Date(Date.now() - days * 86_400_000);
    const expected = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(8);

    const seen: string[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const res = await list(`?days=${days}&limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<AuditLogEntry[]>();
      seen.push(...page.map((e) => e.id));
      const next = res.headers['x-next-cursor'];
      if (next === undefined) break;
      expect(page).toHaveLength(2);
      before = String(next);
    }
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('keeps the first page as it was, and says when there is nothing more', async () => {
    const all = await list('?days=60');
    expect(all.headers['x-next-cursor']).toBeUndefined();
    const first = await list('?days=60&limit=3');
    expect(first.json<AuditLogEntry[]>().map((e) => e.id)).toEqual(all.json<AuditLogEntry[]>().slice(0, 3).map((e) => e.id));
    expect(String(first.headers['x-next-cursor'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f-]{36}$/);
  });

  it('refuses a cursor it did not make with 400', async () => {
    for (const before of ['yesterday', '2026-01-15T10:00:00.123Z_00000000-0000-4000-8000-000000000000', `${'9'.repeat(200)}`]) {
      const res = await list(`?before=${encodeURIComponent(before)}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-logs' })).statusCode).toBe(401);
  });
});
