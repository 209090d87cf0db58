/* global process, console, localStorage */
// Saves a screenshot of every console screen, in light and dark, into docs/screenshots/.
// Needs a running stack with at least one hotel and an admin account:
//   BASE_URL=http://127.0.0.1:3000 SHOT_EMAIL=admin@example.com SHOT_PASSWORD=secret123 \
//     node apps/web/scripts/screenshots.mjs
// CHROMIUM (default /usr/bin/chromium) and OUT_DIR (default <repo>/docs/screenshots) override paths.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const email = process.env.SHOT_EMAIL ?? 'admin@example.com';
const password = process.env.SHOT_PASSWORD ?? 'secret123';
const outDir = process.env.OUT_DIR ?? join(here, '..', '..', '..', 'docs', 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
let failures = 0;

async function shot(page, name, fullPage = true) {
  await page.waitForTimeout(600); // let lazy chunks, charts and transitions settle
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage });
  console.log('saved', name);
}

async function step(name, fn) {
  try {
    await fn();
  } catch (err) {
    failures++;
    console.warn(`skipped ${name}: ${String(err).split('\n')[0]}`);
  }
}

for (const theme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: theme });
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await ctx.newPage();
  page.setDefaultTimeout(15_000);

  await page.goto(`${base}/`);
  await page.getByTestId('tab-login').waitFor();
  await shot(page, `login-${theme}`);
  await step('signup tab', async () => {
    await page.getByTestId('tab-signup').click();
    await shot(page, `signup-${theme}`);
    await page.getByTestId('tab-login').click();
  });

  await page.getByTestId('input-email').fill(email);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('button-login').click();
  await page.getByText('Total Hotels').waitFor();
  // The welcome toast would cover part of every later screen.
  await page.getByRole('button', { name: 'Close notification' }).click().catch(() => {});
  await page.waitForTimeout(500);
  await shot(page, `dashboard-${theme}`);

  await step('hotels', async () => {
    await page.getByTestId('link-hotels').click();
    await page.getByPlaceholder('Search hotels by name, brand, or ID...').waitFor();
    await shot(page, `hotels-${theme}`);
    for (const [button, name] of [
      ['Upload CSV', 'upload-dialog'],
      ['Export', 'export-dialog'],
      ['AI Settings', 'ai-settings-dialog'],
    ]) {
      await step(name, async () => {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        await shot(page, `${name}-${theme}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      });
    }
  });

  await step('hotel detail', async () => {
    await page.goto(`${base}/hotels`);
    const firstRowLink = page.locator('table tbody tr a[href^="/hotels/"]').first();
    await firstRowLink.waitFor();
    await firstRowLink.click();
    await page.getByText('Back to Hotels').waitFor();
    await shot(page, `hotel-profile-${theme}`);
    await page.getByRole('tab', { name: 'Snippets' }).click();
    await shot(page, `hotel-snippets-${theme}`);
  });

  await step('users', async () => {
    await page.goto(`${base}/users`);
    await page.getByText('Total Users').waitFor();
    await shot(page, `users-${theme}`);
  });
  await step('audit logs', async () => {
    await page.goto(`${base}/audit-logs`);
    await page.getByText('View the last 30 days of changes and activities').waitFor();
    await shot(page, `audit-logs-${theme}`);
  });
  await step('collapsed sidebar', async () => {
    await page.goto(`${base}/`);
    await page.getByText('Total Hotels').waitFor();
    await page.keyboard.press('Control+b');
    await shot(page, `sidebar-collapsed-${theme}`);
    await page.keyboard.press('Control+b');
  });
  await step('404', async () => {
    await page.goto(`${base}/no-such-page`);
    await page.getByText('Page Not Found').waitFor();
    await shot(page, `not-found-${theme}`);
  });
  await step('mobile sheet', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${base}/`);
    await page.getByText('Total Hotels').waitFor();
    await shot(page, `mobile-dashboard-${theme}`);
    await page.getByTestId('button-sidebar-toggle').click();
    await page.getByTestId('sidebar-sheet').waitFor();
    await shot(page, `mobile-sheet-${theme}`, false); // the sheet is fixed to the viewport
  });
  await ctx.close();
}

await browser.close();
console.log(`screenshots in ${outDir}${failures ? ` (${failures} screens skipped)` : ''}`);
