import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, useE2e } from './harness.ts';

describe('smoke: the real stack in Chromium', () => {
  const e2e = useE2e();

  it('shows the login screen at / to a signed-out visitor', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    // waitFor: the login screen is a lazily loaded route, so it appears a moment after load.
    await page.getByTestId('tab-login').waitFor();
    expect(await page.getByTestId('tab-signup').isVisible()).toBe(true);
    expect(await page.getByTestId('input-email').isVisible()).toBe(true);
    expect(await page.getByTestId('button-login').isVisible()).toBe(true);
    expect(await page.getByTestId('button-logout').count()).toBe(0);
  });

  it('signs up admin@example.com and lands on the Dashboard with Total Hotels', async () => {
    const page = await e2e.newPage();
    await signUp(page, { email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin' });
    await page.getByText('Total Hotels').waitFor();
    await page.getByTestId('text-total-hotels').waitFor();
    expect(await page.getByTestId('text-user-email').textContent()).toBe('admin@example.com');
    // ADMIN_EMAILS makes this account an admin: the Users entry is only shown to admins.
    await page.getByTestId('link-users').waitFor();
  });

  it('keeps a signed-up non-admin out of the Users entry', async () => {
    const page = await e2e.newPage();
    await signUp(page, { email: uniqueEmail('member'), firstName: 'Mo', lastName: 'Member' });
    await page.getByTestId('link-dashboard').waitFor();
    expect(await page.getByTestId('link-users').count()).toBe(0);
  });
});
