/// <reference types="node" />
/**
 * Screenshots of every console screen, light and dark, into docs/screenshots/ — against a real
 * stack of its own (fresh database, fixture hotel web, API, worker), seeded the way a content
 * team would: an admin and a member sign up, the admin adds a webhook endpoint (the stack's local
 * receiver), four corpus hotels are scraped through the upload dialog, two sources are added by
 * hand (so two profiles change and wait on the Changes screen).
 *
 *   pnpm --filter @hotel/web build && pnpm --filter @hotel/web screenshots:stack
 *
 * OUT_DIR overrides the folder; CHROMIUM_PATH the browser.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot, startStack, type Stack } from '../e2e/stack.ts';

const outDir = process.env.OUT_DIR ?? path.join(repoRoot, 'docs/screenshots');
const ADMIN = { firstName: 'Olivia', lastName: 'Martin', email: 'admin@example.com', password: 'screens-pass-1' };
const MEMBER = { firstName: 'Samuel', lastName: 'Okafor', email: 'samuel.okafor@example.com', password: 'screens-pass-1' };
const HOTELS = [
  { slug: 'laquinta-berkeley', hotelId: 'LQ-BERKELEY' },
  { slug: 'seascape-resort-marina', hotelId: 'SEASCAPE-01' },
  { slug: 'hunnewells-cottages', hotelId: 'HUNNEWELL-01' },
  { slug: 'fattoria-branciana', hotelId: 'BRANCIANA-01' },
];
const SCRAPE_TIMEOUT = 240_000;

function site(stack: Stack, slug: string): Stack['sites'][number] {
  const s = stack.sites.find((x) => x.slug === slug);
  if (!s) throw new Error(`no fixture site ${slug}`);
  return s;
}

/** The corpus serves the Berkeley page at this alias too (its rel=canonical path). */
const BERKELEY_CANONICAL_PATH = '/en/findandbook/hotel-details.berkeley.html';

function csv(stack: Stack): string {
  return ['hotel_id,url', ...HOTELS.map((h) => `${h.hotelId},${site(stack, h.slug).url}`)].join('\n') + '\n';
}

async function signup(baseUrl: string, account: typeof ADMIN): Promise<void> {
  await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
}

async function login(page: Page, account: typeof ADMIN): Promise<void> {
  await page.goto('/');
  await page.getByTestId('tab-login').click();
  await page.getByTestId('input-email').fill(account.email);
  await page.getByTestId('input-password').fill(account.password);
  await page.getByTestId('button-login').click();
  await page.getByTestId('button-logout').waitFor();
}

async function chooseCsv(page: Page, text: string): Promise<void> {
  await page.getByTestId('button-upload-csv').click();
  await page.getByTestId('dialog-upload-csv').waitFor();
  await page.getByTestId('input-csv-file').setInputFiles({ name: 'hotels.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByTestId('alert-csv-validation').waitFor();
}

/** On the hotel's Snippets tab, captures one more page and waits until its card has settled. */
async function addSourceByHand(page: Page, hotelId: string | undefined, url: string): Promise<void> {
  await page.goto(`/hotels/${hotelId}`);
  await page.getByTestId('tab-snippets').click();
  await page.getByTestId('input-new-source').fill(url);
  await page.getByTestId('button-capture-snippets').click();
  await page.locator('[data-testid="card-source"][data-state="completed"], [data-testid="card-source"][data-state="error"]').nth(1).waitFor({ timeout: SCRAPE_TIMEOUT }).catch(() => {});
}

async function seed(browser: Browser, stack: Stack): Promise<void> {
  await signup(stack.baseUrl, ADMIN);
  await signup(stack.baseUrl, MEMBER);
  const ctx = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1440, height: 900 } });
  ctx.setDefaultTimeout(30_000);
  const page = await ctx.newPage();
  await login(page, MEMBER);
  await page.getByTestId('button-logout').click();
  // Log Out navigates to / itself; a goto racing that navigation is aborted.
  await page.getByTestId('tab-login').waitFor();
  await login(page, ADMIN);
  // Added before the scrape, so its delivery log holds the run's and the profiles' events.
  await page.goto('/webhooks');
  await page.getByTestId('button-add-webhook').click();
  await page.getByTestId('input-webhook-url').fill(`${stack.webhookReceiverUrl}hotel-feed`);
  await page.getByTestId('input-webhook-description').fill('CMS sync');
  // Profile changed is ticked already; completed runs add a second kind of delivery to the log.
  await page.getByTestId('checkbox-event-run.completed').click();
  await page.getByTestId('button-submit-webhook').click();
  await page.getByTestId('text-webhook-secret').waitFor();
  await page.getByTestId('button-done-webhook').click();
  await page.goto('/hotels');
  await chooseCsv(page, csv(stack));
  await page.getByTestId('button-start-scraping').click();
  await page.getByTestId('alert-scrape-complete').waitFor({ timeout: SCRAPE_TIMEOUT });
  console.log('seeded: scraping complete');
  // A source added by hand, so the snippets tab shows more than one card: another page of the
  // same property (the Berkeley page's canonical address), never another hotel's page.
  await addSourceByHand(page, HOTELS[0]?.hotelId, site(stack, 'laquinta-berkeley').origin + BERKELEY_CANONICAL_PATH);
  // Seascape's attractions page is linked from none of its pages (the crawl cannot find it), so
  // it is added by hand, as a content team would, and its profile gains the nearby attractions.
  await addSourceByHand(page, HOTELS[1]?.hotelId, `${site(stack, 'seascape-resort-marina').origin}/attractions/`);
  await ctx.close();
}

async function shoot(browser: Browser, stack: Stack, theme: 'light' | 'dark'): Promise<string[]> {
  const skipped: string[] = [];
  const ctx = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1440, height: 900 }, colorScheme: theme });
  ctx.setDefaultTimeout(30_000);
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await ctx.newPage();
  const shot = async (name: string, fullPage = true) => {
    // Lazy chunks, fonts and dialog transitions settle; the screenshot is of a still screen
    // without the sign-in toast on top of it.
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.getByText('Welcome back!').waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(outDir, `${name}-${theme}.png`), fullPage });
    console.log(`saved ${name}-${theme}.png`);
  };
  const step = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      skipped.push(`${name}-${theme}: ${String(err).split('\n')[0]}`);
      // What the screen looked like when it went wrong, outside the docs folder.
      await page.screenshot({ path: path.join(repoRoot, 'apps/web/test-results', `screenshot-failed-${name}-${theme}.png`) }).catch(() => {});
    }
  };

  await page.goto('/');
  await page.getByTestId('tab-login').waitFor();
  await shot('login');
  await step('signup', async () => {
    await page.getByTestId('tab-signup').click();
    await page.getByTestId('input-first-name').waitFor();
    await shot('signup');
  });
  await login(page, ADMIN);
  await step('dashboard', async () => {
    await page.getByText('Total Hotels').waitFor();
    await shot('dashboard');
  });
  await step('hotels', async () => {
    await page.goto('/hotels');
    await page.getByTestId(`row-hotel-${HOTELS[0]?.hotelId}`).waitFor();
    await shot('hotels');
  });
  await step('upload-dialog', async () => {
    await chooseCsv(page, csv(stack));
    await page.getByTestId('table-csv-preview').waitFor();
    await shot('upload-dialog', false); // a modal covers the viewport only
    await page.keyboard.press('Escape');
    await page.getByTestId('dialog-upload-csv').waitFor({ state: 'hidden' });
  });
  await step('export-dialog', async () => {
    await page.getByTestId('button-export').click();
    await page.getByTestId('dialog-export').waitFor();
    await shot('export-dialog', false); // a modal covers the viewport only
    await page.keyboard.press('Escape');
    await page.getByTestId('dialog-export').waitFor({ state: 'hidden' });
  });
  await step('ai-settings', async () => {
    await page.getByTestId('button-ai-settings').click();
    await page.getByTestId('textarea-prompt-scrapingbee_query').waitFor();
    await shot('ai-settings', false); // a modal covers the viewport only
    await page.keyboard.press('Escape');
    await page.getByTestId('dialog-ai-settings').waitFor({ state: 'hidden' });
  });
  await step('hotel-profile', async () => {
    await page.goto(`/hotels/${HOTELS[1]?.hotelId}`);
    await page.getByTestId('text-profile-name').waitFor();
    await shot('hotel-profile');
  });
  await step('hotel-snippets', async () => {
    await page.goto(`/hotels/${HOTELS[0]?.hotelId}`);
    await page.getByTestId('tab-snippets').click();
    await page.getByTestId('card-source').first().waitFor();
    await shot('hotel-snippets');
  });
  await step('regenerate-dialog', async () => {
    await page.getByTestId('button-regenerate-profile').click();
    await page.getByTestId('dialog-regenerate').waitFor();
    await shot('regenerate-dialog', false); // a modal covers the viewport only
    await page.keyboard.press('Escape');
  });
  await step('changes', async () => {
    await page.goto('/changes');
    await page.locator('[data-testid^="row-change-"]').first().waitFor();
    await shot('changes');
  });
  await step('webhooks', async () => {
    await page.goto('/webhooks');
    await page.locator('[data-testid^="card-webhook-"]').first().waitFor();
    await page.locator('[data-testid^="button-deliveries-"]').first().click();
    await page.locator('[data-testid^="status-delivery-"]').first().waitFor();
    await shot('webhooks');
  });
  await step('users', async () => {
    await page.goto('/users');
    await page.getByText('Total Users').waitFor();
    await page.getByText(MEMBER.email).waitFor();
    await shot('users');
  });
  await step('audit-logs', async () => {
    await page.goto('/audit-logs');
    await page.locator('[data-testid^="row-audit-"]').first().waitFor();
    await shot('audit-logs');
  });
  await step('sidebar-collapsed', async () => {
    await page.goto('/');
    await page.getByText('Total Hotels').waitFor();
    await page.keyboard.press('Control+b');
    await page.locator('[data-testid="sidebar"][data-state="collapsed"]').waitFor();
    await shot('sidebar-collapsed');
    await page.keyboard.press('Control+b');
  });
  await step('not-found', async () => {
    await page.goto('/nope');
    await page.getByText('Page Not Found').waitFor();
    await shot('not-found');
  });
  await step('mobile', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/hotels');
    await page.getByTestId('input-search-hotels').waitFor();
    await shot('mobile-hotels');
    await page.getByTestId('button-sidebar-toggle').click();
    await page.getByTestId('sidebar-sheet').waitFor();
    await shot('mobile-sheet', false); // a modal covers the viewport only
  });
  await ctx.close();
  return skipped;
}

mkdirSync(outDir, { recursive: true });
const stack = await startStack();
let browser: Browser | undefined;
let skipped: string[] = [];
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  await seed(browser, stack);
  for (const theme of ['light', 'dark'] as const) skipped = skipped.concat(await shoot(browser, stack, theme));
} finally {
  await browser?.close();
  await stack.stop();
}
console.log(`screenshots in ${outDir}`);
if (skipped.length > 0) {
  console.warn(`skipped:\n  ${skipped.join('\n  ')}`);
  process.exitCode = 1;
}
