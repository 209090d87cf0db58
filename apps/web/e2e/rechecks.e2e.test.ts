import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPEC_ADMIN, signInAs, uniqueEmail, useE2e, type Account } from './harness.ts';
import { SCRAPE_TIMEOUT, scrapeThroughUi, seeText, site, withDb } from './support/app.ts';

/*
 * A scheduled re-check of a hotel whose site did not change, against the real worker and its
 * re-check scheduler (decision 240): the hotel is scraped once and given a one-day interval on its
 * page; a day passes (its last scrape is moved back in the database, the one thing a browser
 * cannot do); an admin runs the scheduler's next tick now from the queue dashboard instead of
 * waiting up to five minutes for it. The tests run in order and build on each other's data.
 */
describe('re-checks: an unchanged hotel is re-checked as a "Scheduled re-check" run that regenerates nothing', () => {
  const e2e = useE2e();
  const hotelId = 'e2e-recheck-caux';
  const editor: Account = { email: uniqueEmail('recheck'), firstName: 'Rhea', lastName: 'Check' };

  async function signedIn(account: Account): Promise<Page> {
    const page = await e2e.newPage();
    page.on('pageerror', (err) => console.error(`page error on ${page.url()}: ${err.message}`));
    await signInAs(page, e2e.stack.baseUrl, account);
    return page;
  }

  async function openHotel(page: Page): Promise<void> {
    await page.goto(`/hotels/${hotelId}`);
    await page.getByTestId('text-profile-meta').waitFor({ timeout: 60_000 });
    await page.getByTestId('text-recheck-status').waitFor();
  }

  it('scrapes a hotel once and sets it to be re-checked every day from its page', async () => {
    const page = await signedIn(editor);
    await scrapeThroughUi(page, [{ hotelId, url: site(e2e.stack.sites, 'lou-cantou-caux').url }]);
    await openHotel(page);
    expect(await page.getByTestId('text-profile-meta').innerText()).toMatch(/^v1 · Built-in extractor \(offline\) · /);

    await page.getByTestId('select-recheck').selectOption('days');
    await page.getByTestId('input-recheck-days').fill('1');
    await page.getByTestId('button-save-recheck').click();
    await seeText(page.getByTestId('text-recheck-status'), /^Next re-check in /);
  }, SCRAPE_TIMEOUT * 2);

  it('falls due once a day has passed since its scrape', async () => {
    await withDb(e2e.stack.databaseUrl, (query) => query(`UPDATE hotels SET last_scraped_at = last_scraped_at - interval '2 days' WHERE id = $1`, [hotelId]));
    const page = await signedIn(editor);
    await openHotel(page);
    await seeText(page.getByTestId('text-recheck-status'), 'Re-check due: it starts within the hour');
  });

  it('runs as a "Scheduled re-check" the dashboard follows live, finds every page unchanged and writes no new version', async () => {
    const dashboard = await signedIn(editor);
    await dashboard.goto('/');
    await dashboard.getByTestId('text-run-summary').first().waitFor();
    const recheckRun = dashboard.getByRole('listitem').filter({ has: dashboard.getByTestId('text-run-summary').filter({ hasText: 'Scheduled re-check' }) });
    // The scheduler's own five-minute tick may have taken the hotel in the seconds since it fell due;
    // then there is nothing left to promote (and the run was listed before this page opened).
    if ((await recheckRun.count()) === 0) {
      // The next tick waits as a delayed job; promoting it is the queue dashboard's own action.
      const admin = await signedIn(SPEC_ADMIN);
      await admin.goto('/admin/queues/queue/recheck?status=delayed');
      await admin.getByRole('button', { name: 'Promote all', exact: true }).click();
      await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
    }

    // No reload: the run appears and counts up over /ws.
    await recheckRun.first().waitFor({ timeout: SCRAPE_TIMEOUT });
    await seeText(recheckRun.first().getByTestId('text-run-summary'), 'Scheduled re-check · 1 / 1 hotel · Built-in extractor (offline)', SCRAPE_TIMEOUT);
    await seeText(recheckRun.first().getByTestId('badge-run-status'), 'Done', SCRAPE_TIMEOUT);

    const page = await signedIn(editor);
    await openHotel(page);
    const status = await seeText(page.getByTestId('text-recheck-status'), /Last re-check .*: no change \(\d+ pages? unchanged\)/);
    expect(Number(/\((\d+) pages? unchanged\)/.exec(await status.innerText())?.[1])).toBeGreaterThan(1);
    // Nothing changed, so no model call and no version 2.
    expect(await page.getByTestId('text-profile-meta').innerText()).toMatch(/^v1 · Built-in extractor \(offline\) · /);
    await seeText(page.getByTestId('card-profile-versions'), 'This is the first version of the profile.');
    const versions = await withDb(e2e.stack.databaseUrl, (query) => query('SELECT version FROM profiles WHERE hotel_id = $1', [hotelId]));
    expect(versions.map((v) => v.version)).toEqual([1]);
  }, SCRAPE_TIMEOUT * 2);
});
