import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs, uniqueEmail, useE2e, type Account } from './harness.ts';
import { SCRAPE_TIMEOUT, scrapeThroughUi, seeText, seeToast, site } from './support/app.ts';

/*
 * An editor's round of change review, against the real worker: a hotel is scraped (version 1),
 * a page is added as a source so the worker writes version 2 with different fields, and the
 * change is found on the dashboard, the Changes screen and the hotel page, then restored and
 * reviewed. The tests run in order and build on each other's data.
 */
describe('changes: find a profile change, restore the previous version and mark it reviewed', () => {
  const e2e = useE2e();
  const hotelId = 'e2e-changes-bozeman';
  // Staff, not an admin: review and restore are for everyone signed in.
  const editor: Account = { email: uniqueEmail('editor'), firstName: 'Edie', lastName: 'Tor' };

  async function signedIn(): Promise<Page> {
    const page = await e2e.newPage();
    // A screen that fails to render says why in the test output.
    page.on('pageerror', (err) => console.error(`page error on ${page.url()}: ${err.message}`));
    await signInAs(page, e2e.stack.baseUrl, editor);
    return page;
  }

  const row = (page: Page) => page.getByTestId(`row-change-${hotelId}`);

  /** The Changes screen, reloaded until the worker's version shows (the list also refreshes live). */
  async function openChangesUntilListed(page: Page): Promise<void> {
    await page.goto('/changes');
    const deadline = Date.now() + SCRAPE_TIMEOUT;
    while (!(await row(page).isVisible())) {
      if (Date.now() > deadline) throw new Error(`${hotelId} never showed on the Changes screen`);
      await page.waitForTimeout(1000);
      if (!(await row(page).isVisible())) await page.reload();
      await page.getByRole('heading', { name: 'Changes', level: 1 }).waitFor();
    }
  }

  it('scrapes a hotel, then adds another page as a source: the worker writes a second, different version', async () => {
    const page = await signedIn();
    await scrapeThroughUi(page, [{ hotelId, url: site(e2e.stack.sites, 'laquinta-bozeman').url }]);
    await page.goto(`/hotels/${hotelId}`);
    await page.getByTestId('text-hotel-title').waitFor({ timeout: 60_000 });
    await page.getByTestId('tab-snippets').click();
    // A page of another property brings amenities and places this hotel's own pages do not have.
    const other = site(e2e.stack.sites, 'adventure-inn-durango').url;
    await page.getByTestId('input-new-source').fill(other);
    await page.getByTestId('button-capture-snippets').click();
    await page.locator(`[data-testid="card-source"][data-url="${other}"][data-state="completed"]`).waitFor({ timeout: SCRAPE_TIMEOUT });
  }, SCRAPE_TIMEOUT * 2);

  it('counts the change on the dashboard and lists it on the Changes screen, field by field, with the model by its label', async () => {
    const page = await signedIn();
    await page.goto('/');
    await page.getByTestId('text-changes-to-review').waitFor();
    // Other specs may leave changes too; this hotel's is one of them.
    await expect.poll(async () => Number((await page.getByTestId('text-changes-to-review').innerText()).replace(/\D/g, '')), { timeout: SCRAPE_TIMEOUT }).toBeGreaterThan(0);
    await page.getByTestId('link-changes-to-review').click();
    await page.waitForURL('**/changes');
    await expect.poll(() => page.title()).toBe('Changes · Hotel Profiler');

    await openChangesUntilListed(page);
    const card = row(page);
    await seeText(card.getByTestId(`text-change-version-${hotelId}`), 'v1 → v2');
    expect(await card.getByTestId(`text-change-model-${hotelId}`).innerText()).toBe('Built-in extractor (offline)');
    const fields = await card.locator('[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
    expect(fields.length).toBeGreaterThan(0);
    // A list that gained items shows them in green with a '+'.
    const added = card.locator('[data-testid$="-added"]');
    if ((await added.count()) > 0) expect((await added.first().innerText()).startsWith('+')).toBe(true);

    // Filtering by a field the change does not touch hides it; by one it touches keeps it.
    const untouched = ['name', 'brandName', 'address', 'situated', 'description', 'amenities', 'transportLinks', 'nearbyAttractions'].find(
      (f) => !fields.includes(f),
    );
    await page.getByTestId('select-change-field').selectOption(fields[0]!);
    await row(page).waitFor();
    if (untouched) {
      await page.getByTestId('select-change-field').selectOption(untouched);
      await row(page).waitFor({ state: 'detached' });
    }
    await page.getByTestId('select-change-field').selectOption('');
    await row(page).waitFor();
  }, SCRAPE_TIMEOUT * 2);

  it('marks the changed fields on the hotel page and in the version compare', async () => {
    const page = await signedIn();
    await page.goto('/changes');
    await row(page).getByTestId(`link-change-hotel-${hotelId}`).click();
    await page.waitForURL(`**/hotels/${hotelId}`);
    await page.getByTestId('badge-unreviewed-changes').waitFor();
    expect(await page.locator('[data-unreviewed="true"]').count()).toBeGreaterThan(0);
    await page.getByTestId('select-profile-version').selectOption('1');
    await page.getByTestId('profile-compare').waitFor();
    expect(await page.locator('[data-testid^="badge-unreviewed-"]').count()).toBeGreaterThan(0);
  });

  it('restores the previous version after confirming: version 3 holds version 1 and waits for review itself', async () => {
    const page = await signedIn();
    await page.goto('/changes');
    await row(page).waitFor();
    await row(page).getByTestId(`button-restore-${hotelId}`).click();
    const dialog = page.getByTestId('dialog-restore');
    await seeText(dialog, 'Restore version 1?');
    await page.getByTestId('button-restore-confirm').click();
    await seeToast(page, 'Previous version restored');
    await dialog.waitFor({ state: 'hidden' });
    await row(page).getByTestId(`badge-restored-${hotelId}`).waitFor();
    await seeText(row(page).getByTestId(`text-change-version-${hotelId}`), 'v2 → v3');
  });

  it('marks the change reviewed: the hotel leaves the Changes screen and its page shows no unreviewed badge', async () => {
    const page = await signedIn();
    await page.goto('/changes');
    await row(page).waitFor();
    await row(page).getByTestId(`button-review-${hotelId}`).click();
    await seeToast(page, 'Changes reviewed');
    await row(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Changes', level: 1 }).waitFor();
    await page.locator('[data-testid="list-changes"], [data-testid="changes-empty"]').first().waitFor();
    expect(await row(page).count()).toBe(0);

    await page.goto(`/hotels/${hotelId}`);
    await page.getByTestId('text-profile-name').waitFor();
    await page.getByTestId('card-profile-versions').waitFor();
    expect(await page.getByTestId('badge-unreviewed-changes').count()).toBe(0);
  });
});
