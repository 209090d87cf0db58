import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';

const ADMIN_ONLY = 'You do not have permission to access this page. Admin privileges required.';

describe('users routes', () => {
  let t: TestApp;
  let admin: TestSession;
  let member: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAs({ admin: true });
    member = await t.loginAs({ email: 'member@example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PATCH', url: string, s: TestSession) =>
    t.app.inject({ method, url, headers: { ...t.auth(s), ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}) }, payload: method === 'PATCH' ? '{}' : undefined });

  it('lists users for an admin, oldest first, with the spec fields', async () => {
    const res = await call('GET', '/api/users', admin);
    expect(res.statusCode).toBe(200);
    const users = res.json();
    expect(users.map((u: { email: string }) => u.email)).toEqual(['admin@example.com', 'member@example.com']);
    expect(Object.keys(users[0]).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'isActive', 'isAdmin', 'lastLoginAt', 'lastName']);
    expect(users[0]).toMatchObject({ isAdmin: true, isActive: true });
    expect(typeof users[0].lastLoginAt).toBe('string');
  });

  describe('search and pages', () => {
    const emails = (res: { json: () => unknown }) => (res.json() as { email: string }[]).map((u) => u.email);
    const allEmails = async () => (await t.db.selectFrom('users').select('email').orderBy('created_at').orderBy('id').execute()).map((r) => r.email);

    beforeAll(async () => {
      await t.signup({ email: 'zoe.search@example.com', firstName: 'Zoë', lastName: 'Under_score' });
      await t.signup({ email: 'percent@example.com', firstName: 'Per', lastName: '100%' });
    });

    it('answers every user without parameters, as before, now with x-total-count', async () => {
      const res = await call('GET', '/api/users', admin);
      expect(res.statusCode).toBe(200);
      expect(emails(res)).toEqual(await allEmails());
      expect(res.headers['x-total-count']).toBe(String((await allEmails()).length));
      expect(res.headers['x-page']).toBeUndefined();
    });

    it('finds users by any part of email, first or last name, ignoring case; % and _ are plain characters', async () => {
      expect(emails(await call('GET', '/api/users?q=ZOE.SEARCH', admin))).toEqual(['zoe.search@example.com']);
      expect(emails(await call('GET', '/api/users?q=zoë', admin))).toEqual(['zoe.search@example.com']);
      expect(emails(await call('GET', '/api/users?q=under_', admin))).toEqual(['zoe.search@example.com']);
      const percent = await call('GET', `/api/users?q=${encodeURIComponent('100%')}`, admin);
      expect(emails(percent)).toEqual(['percent@example.com']);
      expect(percent.headers['x-total-count']).toBe('1');
      expect(emails(await call('GET', '/api/users?q=_', admin))).toEqual(['zoe.search@example.com']);
      expect(emails(await call('GET', '/api/users?q=nobody-matches-this', admin))).toEqual([]);
    });

    it('pages with page and pageSize, oldest first, and says where it is', async () => {
      const all = await allEmails();
      const second = await call('GET', '/api/users?page=2&pageSize=2', admin);
      expect(emails(second)).toEqual(all.slice(2, 4));
      expect(second.headers).toMatchObject({ 'x-total-count': String(all.length), 'x-page': '2', 'x-page-size': '2' });
      const sized = await call('GET', '/api/users?pageSize=1', admin);
      expect(emails(sized)).toEqual(all.slice(0, 1));
      const defaulted = await call('GET', '/api/users?page=1', admin);
      expect(defaulted.headers['x-page-size']).toBe('50');
      const searched = await call('GET', '/api/users?q=example.com&page=1&pageSize=1', admin);
      expect(searched.headers['x-total-count']).toBe(String(all.length));
    });

    it('refuses bad parameters with 400', async () => {
      for (const qs of ['page=0', 'pageSize=0', 'pageSize=201', 'page=abc', `q=${'x'.repeat(201)}`]) {
        const res = await call('GET', `/api/users?${qs}`, admin);
        expect(res.statusCode, qs).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });
  });

  it.each([
    ['GET', '/api/users'],
    ['PATCH', '/api/users/00000000-0000-4000-8000-000000000000/deactivate'],
    ['PATCH', '/api/users/00000000-0000-4000-8000-000000000000/activate'],
  ] as const)('refuses %s %s to a non-admin with 403 and the spec text', async (method, url) => {
    const res = await call(method, url, member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: ADMIN_ONLY });
  });

  it('refuses an admin deactivating themselves', async () => {
    const res = await call('PATCH', `/api/users/${admin.user.id}/deactivate`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot deactivate your own account');
    const row = await t.db.selectFrom('users').select('is_active').where('id', '=', admin.user.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });

  it('accepts a PATCH with a JSON content type and no body', async () => {
    const other = await t.loginAs({ email: 'nobody-body@example.com' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.user.id}/activate`,
      headers: { ...t.auth(admin), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await call('PATCH', '/api/users/00000000-0000-4000-8000-000000000000/deactivate', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const bad = await call('PATCH', '/api/users/not-a-uuid/deactivate', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('User id must be a UUID');
  });

  it('deactivation locks out a live access token and refresh at once, and is audited', async () => {
    const victim = await t.loginAs({ email: 'victim@example.com' });
    expect((await call('GET', '/api/auth/user', victim)).statusCode).toBe(200);

    const res = await call('PATCH', `/api/users/${victim.user.id}/deactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: victim.user.id, isActive: false });

    const after = await call('GET', '/api/auth/user', victim);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('ACCOUNT_INACTIVE');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: victim.cookie } });
    expect(refresh.statusCode).toBe(401);

    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity_id', '=', victim.user.id)
      .where('action', '=', 'updated')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: admin.user.id, entity_type: 'user' });
    expect(audit[0]!.details).toMatchObject({ field: 'isActive', value: false });
  });

  it('activation lets the user sign in again and keeps lastLoginAt', async () => {
    const u = await t.loginAs({ email: 'returning@example.com' });
    const before = await t.db.selectFrom('users').select('last_login_at').where('id', '=', u.user.id).executeTakeFirstOrThrow();
    await call('PATCH', `/api/users/${u.user.id}/deactivate`, admin);
    const res = await call('PATCH', `/api/users/${u.user.id}/activate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: true, lastLoginAt: before.last_login_at!.toISOString() });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'returning@example.com', password: 'correct-horse-battery' } });
    expect(login.statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_logs').select('details').where('entity_id', '=', u.user.id).where('action', '=', 'updated').execute();
    expect(audit.map((a) => (a.details as { value: boolean }).value).sort()).toEqual([false, true]);
  });
});
