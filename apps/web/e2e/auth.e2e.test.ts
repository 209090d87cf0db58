import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, SPEC_ADMIN, login, logout, signInAs, signUp, submitLogin, submitSignUp, uniqueEmail, useE2e } from './harness.ts';
import { seeText, seeToast } from './support/app.ts';

const REFUSED_DOMAIN = 'Access restricted to authorized email domains only. Only @example.com emails or guest@gmail.com are allowed.';

describe('accounts: sign up, log in, log out, permissions and deactivation', () => {
  const e2e = useE2e();

  it('signs up an allowed address and lands on the Dashboard with the user in the sidebar', async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail('newcomer');
    await signUp(page, { email, firstName: 'Nina', lastName: 'Newcomer' });
    // Without SIGNUP_VERIFICATION the sign-up signed her in, and the toast says just that.
    await seeToast(page, 'Account created!');
    await seeText(page, "You're signed in.");
    await seeText(page, 'Total Hotels');
    expect(await page.getByTestId('text-user-email').textContent()).toBe(email);
    expect(await page.getByTestId('text-user-name').textContent()).toContain('Nina');
  });

  it('accepts the one extra address on another domain (guest@gmail.com)', async () => {
    const page = await e2e.newPage();
    await signUp(page, { email: 'guest@gmail.com', firstName: 'Gus', lastName: 'Guest' });
    expect(await page.getByTestId('text-user-email').textContent()).toBe('guest@gmail.com');
  });

  it('refuses a sign-up on another domain with the exact restriction message and stays signed out', async () => {
    const page = await e2e.newPage();
    await submitSignUp(page, { email: uniqueEmail('intruder', 'evil.test') });
    await seeText(page, REFUSED_DOMAIN);
    await seeToast(page, 'Signup failed');
    expect(await page.getByTestId('button-logout').count()).toBe(0);
  });

  it('shows an inline red alert and a Login failed toast for a wrong password', async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail('forgetful');
    await signUp(page, { email });
    await logout(page);
    await submitLogin(page, { email, password: 'not-the-password' });
    const alert = page.getByTestId('alert-login-error');
    await alert.waitFor();
    // Red: Chakra's error status paints the alert in the red palette.
    const [r, g, b] = await alert.evaluate((el) => (getComputedStyle(el).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number));
    expect(r).toBeGreaterThan(g ?? 255);
    expect(r).toBeGreaterThan(b ?? 255);
    expect((await alert.textContent())?.trim().length).toBeGreaterThan(0);
    await seeToast(page, 'Login failed');
    expect(await page.getByTestId('button-logout').count()).toBe(0);
  });

  it('explains that Google sign-in is not configured instead of opening the JSON error page', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    // The test stack runs without a Google client, which is the situation the toast covers.
    expect(((await (await page.request.get('/api/auth/config')).json()) as { googleEnabled: boolean }).googleEnabled).toBe(false);
    await page.getByTestId('button-google-login').click();
    await seeToast(page, 'Google login failed');
    await seeText(page, 'Google sign-in is not configured');
    await page.getByTestId('tab-signup').click();
    await page.getByTestId('button-google-signup').click();
    await seeText(page, 'Google sign-in is not configured');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('logs in with the right password and logs out back to the login screen at /', async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail('regular');
    await signUp(page, { email });
    await logout(page);
    await login(page, { email, password: DEFAULT_PASSWORD });
    await seeText(page, 'Total Hotels');
    await seeToast(page, 'Welcome back!');
    await page.getByTestId('button-logout').click();
    await page.getByTestId('tab-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('input-email').isVisible()).toBe(true);
    // Signed out for real: a reload does not bring the session back.
    await page.reload();
    await page.getByTestId('tab-login').waitFor();
    expect(await page.getByTestId('button-logout').count()).toBe(0);
  });

  it('tells a non-admin on /users that admin privileges are required and hides the Users link', async () => {
    const page = await e2e.newPage();
    await signUp(page, { email: uniqueEmail('member') });
    expect(await page.getByTestId('link-users').count()).toBe(0);
    await page.goto('/users');
    await seeText(page, 'You do not have permission to access this page. Admin privileges required.');
    expect(await page.getByText('Total Users').count()).toBe(0);
  });

  it('shows the Page Not Found screen for an unknown address', async () => {
    const page = await e2e.newPage();
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    await page.goto('/nope');
    await seeText(page, 'Page Not Found');
    // The way home leads back to the Dashboard.
    await page.getByTestId('link-home').click();
    await seeText(page, 'Total Hotels');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('text-user-name').textContent()).toBe('Olive Ops');
  });

  it('locks a deactivated user out: their next navigation signs them out and login is refused', async () => {
    const member = { email: uniqueEmail('departed'), firstName: 'Dana', lastName: 'Departed' };
    const memberPage = await e2e.newPage();
    await signUp(memberPage, member);
    await seeText(memberPage, 'Total Hotels');

    const adminPage = await e2e.newPage();
    await signInAs(adminPage, e2e.stack.baseUrl, SPEC_ADMIN);
    await adminPage.getByTestId('link-users').click();
    await seeText(adminPage, 'Total Users');
    const row = adminPage.getByRole('row').filter({ hasText: member.email });
    await row.waitFor();
    // They lose access at once, so the admin confirms first; Cancel changes nothing.
    await row.locator('[data-testid^="button-deactivate-"]').click();
    const confirm = adminPage.getByTestId('dialog-confirm-deactivate');
    await seeText(confirm, `Deactivate ${member.firstName} ${member.lastName}?`);
    await adminPage.getByTestId('button-cancel-deactivate').click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.locator('[data-testid^="status-user-"]').innerText()).toBe('Active');
    await row.locator('[data-testid^="button-deactivate-"]').click();
    await adminPage.getByTestId('button-confirm-deactivate').click();
    await seeToast(adminPage, 'User deactivated');
    await row.locator('[data-testid^="status-user-"]').getByText('Inactive').waitFor();

    // The member's open session ends on the next thing they do.
    await memberPage.getByTestId('link-hotels').click();
    await memberPage.getByTestId('tab-login').waitFor({ timeout: 30_000 });
    expect(await memberPage.getByTestId('button-logout').count()).toBe(0);

    await submitLogin(memberPage, member);
    await seeText(memberPage, 'Your account has been deactivated. Contact an administrator.');
    expect(await memberPage.getByTestId('button-logout').count()).toBe(0);

    // Re-activating lets them back in.
    await row.locator('[data-testid^="button-activate-"]').click();
    await seeToast(adminPage, 'User activated');
    await login(memberPage, member);
  });
});
