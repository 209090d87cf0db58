import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

describe('test harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up a user and an admin who can read their own profile', async () => {
    const admin = await t.loginAs({ admin: true });
    expect(admin.user.isAdmin).toBe(true);
    const user = await t.loginAs();
    expect(user.user.isAdmin).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: t.auth(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.user.email, isAdmin: false });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
