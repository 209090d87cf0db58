/**
 * Refresh-token rotation under concurrency, on real Postgres: requests race as two tabs, a thief
 * and a sign-out would. Whatever the interleaving, a signed-out family has no live token left, and
 * the grace window for a just-rotated token lets exactly one late request through.
 */
import { REFRESH_COOKIE } from '@hotel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refreshCookieFrom, type TestApp } from '../helpers.ts';

describe('refresh tokens under concurrent requests', () => {
  let t: TestApp;
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${token}` } });
  const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `${REFRESH_COOKIE}=${token}` } });
  const liveTokensOf = async (userId: string) =>
    (await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()).length;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('sign-out racing a refresh of the same token leaves no live token behind', async () => {
    for (let i = 0; i < 15; i++) {
      const s = await t.signup({ email: `race-logout-${i}@example.com` });
      const [rotated, out] = await Promise.all([refresh(s.refreshToken), logout(s.refreshToken)]);
      expect(out.statusCode).toBeLessThan(300);
      expect([200, 401]).toContain(rotated.statusCode);
      expect(await liveTokensOf(s.user.id), `round ${i}: a token survived the sign-out`).toBe(0);
      // A token the racing refresh handed out does not work either.
      const issued = refreshCookieFrom(rotated.headers['set-cookie']);
      if (issued) expect((await refresh(issued)).statusCode).toBe(401);
    }
  }, 120_000);

  it('reuse of a rotated token racing the rotation of its successor ends the whole family', async () => {
    for (let i = 0; i < 10; i++) {
      const s = await t.signup({ email: `race-reuse-${i}@example.com` });
      const first = await refresh(s.refreshToken);
      const successor = refreshCookieFrom(first.headers['set-cookie'])!;
      // Past the grace window the old token is a stolen copy; meanwhile the owner refreshes.
      await t.db.updateTable('refresh_tokens').set({ revoked_at: new Date(Date.now() - 60_000) }).where('replaced_by', 'is not', null).where('user_id', '=', s.user.id).execute();
      const [stolen, owner] = await Promise.all([refresh(s.refreshToken), refresh(successor)]);
      expect(stolen.statusCode).toBe(401);
      expect([200, 401]).toContain(owner.statusCode);
      expect(await liveTokensOf(s.user.id), `round ${i}: the family outlived the theft signal`).toBe(0);
    }
  }, 120_000);

  it('the grace window for a just-rotated token is honoured once, not for every replay', async () => {
    const s = await t.signup({ email: 'race-grace@example.com' });
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    // Five late requests with the old cookie at once (a second tab, or a replay of a leaked cookie).
    const replays = await Promise.all(Array.from({ length: 5 }, () => refresh(s.refreshToken)));
    const honoured = replays.filter((r) => r.statusCode === 200);
    expect(honoured.length).toBeLessThanOrEqual(1);
    expect(replays.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
    // More than one replay is not a second tab: the family is revoked.
    expect(await liveTokensOf(s.user.id)).toBe(0);
  }, 60_000);

  it('a single late request from a second tab is still honoured (the grace window works)', async () => {
    const s = await t.signup({ email: 'second-tab@example.com' });
    const tab1 = await refresh(s.refreshToken);
    const tab2 = await refresh(s.refreshToken);
    expect(tab1.statusCode).toBe(200);
    expect(tab2.statusCode).toBe(200);
    // Both tabs carry on with their own new token.
    expect((await refresh(refreshCookieFrom(tab1.headers['set-cookie'])!)).statusCode).toBe(200);
    expect((await refresh(refreshCookieFrom(tab2.headers['set-cookie'])!)).statusCode).toBe(200);
  }, 60_000);
});
