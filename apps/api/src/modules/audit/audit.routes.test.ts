import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditLogEntry, type AuditLogEntry } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { writeAudit } from '../../lib/audit.ts';

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

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-logs' })).statusCode).toBe(401);
  });
});
