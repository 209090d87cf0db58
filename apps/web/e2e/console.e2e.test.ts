import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, SPEC_ADMIN, ensureAccount, signInAs, useE2e } from './harness.ts';

// Sign-up/login/logout, permissions, deactivation and 404 live in auth.e2e.test.ts; theme, Ctrl+B and
// the mobile sheet in layout.e2e.test.ts. This file keeps what only it covers.
describe('console shell: protected paths, session restore, audit logs', () => {
  const e2e = useE2e();

  it('shows the login screen on a protected path while signed out and keeps the URL', async () => {
    const page = await e2e.newPage();
    await page.goto('/audit-logs');
    await page.getByTestId('tab-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/audit-logs');
    expect(await page.getByTestId('button-logout').count()).toBe(0);
  });

  it('signs in from a signed-out deep link and lands on the page that was asked for (decision 052)', async () => {
    const page = await e2e.newPage();
    await ensureAccount(e2e.stack.baseUrl, SPEC_ADMIN);
    await page.goto('/hotels?q=nothing-matches-this');
    await page.getByTestId('tab-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/hotels');
    await page.getByTestId('input-email').fill(SPEC_ADMIN.email);
    await page.getByTestId('input-password').fill(DEFAULT_PASSWORD);
    await page.getByTestId('button-login').click();
    await page.getByTestId('input-search-hotels').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/hotels');
    expect(url.searchParams.get('q')).toBe('nothing-matches-this');
  });

  it('keeps the session across a reload through the refresh cookie', async () => {
    const page = await e2e.newPage();
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    await page.goto('/audit-logs');
    await page.getByText('View the last 30 days of changes and activities').waitFor();
    await page.getByTestId('button-logout').waitFor();
  });

  it('lists the audit log with its columns', async () => {
    const page = await e2e.newPage();
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    await page.goto('/audit-logs');
    await page.getByRole('heading', { name: 'Audit Logs' }).waitFor();
    for (const column of ['Time', 'User', 'Entity', 'Action', 'Details']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
  });
});
