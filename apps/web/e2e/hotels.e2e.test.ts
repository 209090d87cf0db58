import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPEC_ADMIN, ensureAccount, signInAs, uniqueEmail, useE2e } from './harness.ts';
import { AXE_SWEEP_TIMEOUT_MS, SCRAPE_TIMEOUT, axeViolations, chooseCsv, csvOf, csvRecords, downloadText, seeText, seeToast, site, withDb, type CsvHotel } from './support/app.ts';

/*
 * One content-team session, step by step, against the real worker: the tests run in order and
 * build on each other's data (the hotels scraped in the first one are used by the rest).
 */
describe('hotels: upload, scrape, read, curate, export and audit', () => {
  const e2e = useE2e();
  const ids = { berkeley: 'e2e-berkeley', bozeman: 'e2e-bozeman', durango: 'e2e-durango' };
  let hotels: CsvHotel[] = [];

  async function signedIn(): Promise<Page> {
    const page = await e2e.newPage();
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    return page;
  }

  /** Another page of the Berkeley property: the corpus serves its canonical address as an alias. */
  const berkeleyCanonical = () => `${site(e2e.stack.sites, 'laquinta-berkeley').origin}/en/findandbook/hotel-details.berkeley.html`;

  async function openHotel(page: Page, id: string): Promise<void> {
    await page.goto(`/hotels/${id}`);
    await page.getByTestId('text-hotel-title').waitFor();
  }

  it('refuses an invalid CSV in the upload dialog with the server message and no Start button', async () => {
    const page = await signedIn();
    await page.goto('/hotels');
    await chooseCsv(page, 'hotel_id,url\nh1,https://a.example.com\nh1,https://b.example.com\n', 'dupes.csv');
    await seeText(page.getByTestId('alert-csv-validation'), 'Invalid CSV Format');
    await seeText(page.getByTestId('alert-csv-validation'), 'Row 3: Hotel ID "h1" is a duplicate of row 2');
    expect(await page.getByTestId('button-start-scraping').count()).toBe(0);
  });

  it('uploads a CSV of three fixture hotels and follows live progress to Scraping complete!', async () => {
    const { sites } = e2e.stack;
    hotels = [
      { hotelId: ids.berkeley, url: site(sites, 'laquinta-berkeley').url },
      { hotelId: ids.bozeman, url: site(sites, 'laquinta-bozeman').url },
      { hotelId: ids.durango, url: site(sites, 'adventure-inn-durango').url },
    ];
    const page = await signedIn();
    await page.getByTestId('link-hotels').click();
    await page.getByTestId('input-search-hotels').waitFor();
    await chooseCsv(page, csvOf(hotels));
    const validation = page.getByTestId('alert-csv-validation');
    await seeText(validation, 'Valid CSV Format');
    const preview = page.getByTestId('table-csv-preview');
    for (const h of hotels) await seeText(preview, h.hotelId);
    await seeText(page.getByTestId('text-preview-count'), 'Showing 3 of 3 rows');

    // Note in the page, as they happen, every 'Processing: …' line and when the run completes and
    // when the file and the progress go, so a fast run cannot slip between two polls.
    await page.evaluate(() => {
      const w = window as unknown as { __run: { hotels: string[]; completeAt?: number; clearedAt?: number } };
      w.__run = { hotels: [] };
      const note = () => {
        const line = document.querySelector('[data-testid="text-progress-hotel"]')?.textContent;
        if (line && w.__run.hotels.at(-1) !== line) w.__run.hotels.push(line);
        const complete = document.querySelector('[data-testid="alert-scrape-complete"]');
        if (complete && w.__run.completeAt === undefined) w.__run.completeAt = performance.now();
        const shown = document.querySelector('[data-testid="selected-file"], [data-testid="card-scrape-progress"]');
        if (w.__run.completeAt !== undefined && !shown && w.__run.clearedAt === undefined) w.__run.clearedAt = performance.now();
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('button-start-scraping').click();
    await seeToast(page, 'Scraping started');
    const progress = page.getByTestId('card-scrape-progress');
    await progress.waitFor();
    expect(await page.getByTestId('text-progress-count').textContent()).toMatch(/\d+ \/ 3/);
    const done = page.getByTestId('alert-scrape-complete');
    await done.waitFor({ timeout: SCRAPE_TIMEOUT });
    expect(await done.textContent()).toContain('Scraping complete!');
    expect(await page.getByTestId('text-progress-percent').textContent()).toBe('100%');

    // Section 4: two seconds after the run completes, the chosen file and the progress are cleared.
    await page.getByTestId('selected-file').waitFor({ state: 'detached', timeout: 10_000 });
    await progress.waitFor({ state: 'detached' });
    await page.getByTestId('dropzone-csv').waitFor();
    const run = await page.evaluate(() => (window as unknown as { __run: { hotels: string[]; completeAt?: number; clearedAt?: number } }).__run);
    // While it ran, the card said which hotel it was at ('Processing: ' + the hotel's name or ID).
    expect(run.hotels.length).toBeGreaterThan(0);
    expect(run.hotels.every((line) => /^Processing: .+/.test(line))).toBe(true);
    expect(run.hotels.some((line) => /Berkeley|Bozeman|Durango|e2e-/.test(line))).toBe(true);
    const clearedAfter = (run.clearedAt ?? 0) - (run.completeAt ?? 0);
    expect(clearedAfter).toBeGreaterThan(1_700);
    expect(clearedAfter).toBeLessThan(4_000);

    await page.keyboard.press('Escape');
    for (const h of hotels) await page.getByTestId(`row-hotel-${h.hotelId}`).waitFor();
  });

  it('keeps the status filter in the address: a reload and Back bring it back', async () => {
    const page = await signedIn();
    await page.goto('/hotels');
    await page.getByTestId(`row-hotel-${ids.berkeley}`).waitFor();
    await page.getByTestId('select-status-filter').selectOption('completed');
    await page.waitForURL(/[?&]status=completed/);
    await page.reload();
    await page.getByTestId(`row-hotel-${ids.berkeley}`).waitFor();
    expect(await page.getByTestId('select-status-filter').inputValue()).toBe('completed');
    await page.getByTestId('select-status-filter').selectOption('error');
    await page.waitForURL(/[?&]status=error/);
    await page.goBack();
    await page.waitForURL(/[?&]status=completed/);
    await expect.poll(() => page.getByTestId('select-status-filter').inputValue()).toBe('completed');
    // A status the list does not know is dropped, not an error.
    await page.goto('/hotels?status=archived');
    await page.getByTestId(`row-hotel-${ids.berkeley}`).waitFor();
    expect(await page.getByTestId('select-status-filter').inputValue()).toBe('');
  });

  it('searches for a hotel, opens it and reads its profile: name from the page and amenities', async () => {
    const page = await signedIn();
    await page.goto('/hotels');
    await page.getByTestId(`row-hotel-${ids.berkeley}`).waitFor();
    await page.getByTestId('input-search-hotels').fill('Bozeman');
    await page.getByTestId(`row-hotel-${ids.berkeley}`).waitFor({ state: 'detached' });
    await page.getByTestId(`row-hotel-${ids.bozeman}`).waitFor();
    await page.getByTestId(`button-view-${ids.bozeman}`).click();

    await page.waitForURL(`**/hotels/${ids.bozeman}`);
    await seeText(page.getByTestId('text-hotel-title'), /Bozeman/);
    expect(await page.getByTestId('text-hotel-id').textContent()).toContain(ids.bozeman);
    await page.getByTestId('tab-profile').click();
    await seeText(page.getByTestId('text-profile-name'), /La Quinta.*Bozeman/);
    const amenities = page.getByTestId('list-amenities');
    await amenities.waitFor();
    expect((await amenities.innerText()).trim().length).toBeGreaterThan(0);
    expect(await page.getByTestId('text-profile-address').innerText()).not.toBe('No address available');
  });

  it('adds a fixture page as a source and watches it go processing → completed with snippets', async () => {
    const page = await signedIn();
    await openHotel(page, ids.berkeley);
    await page.getByTestId('tab-snippets').click();
    const url = berkeleyCanonical();
    // Record every state the source's card shows, so a quick capture still proves 'processing'.
    await page.evaluate((u) => {
      const w = window as unknown as { __states: string[] };
      w.__states = [];
      const note = () => {
        const card = [...document.querySelectorAll('[data-testid="card-source"]')].find((c) => c.getAttribute('data-url') === u);
        const state = card?.getAttribute('data-state');
        if (state && w.__states.at(-1) !== state) w.__states.push(state);
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    }, url);
    await page.getByTestId('input-new-source').fill(url);
    await page.getByTestId('button-capture-snippets').click();
    const card = page.locator(`[data-testid="card-source"][data-url="${url}"]`);
    await card.waitFor();
    await page.locator(`[data-testid="card-source"][data-url="${url}"][data-state="completed"]`).waitFor({ timeout: SCRAPE_TIMEOUT });
    const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
    expect(states).toContain('processing');
    expect(states.indexOf('processing')).toBeLessThan(states.indexOf('completed'));
    expect(Number(await card.getAttribute('data-snippets-count'))).toBeGreaterThan(0);
    expect(await card.getByTestId('snippet').count()).toBeGreaterThan(0);
  });

  it('shows the error card for a source that answers 404', async () => {
    const page = await signedIn();
    await openHotel(page, ids.berkeley);
    await page.getByTestId('tab-snippets').click();
    const url = `${site(e2e.stack.sites, 'laquinta-berkeley').origin}/no-such-page.html`;
    await page.getByTestId('input-new-source').fill(url);
    await page.getByTestId('button-capture-snippets').click();
    const card = page.locator(`[data-testid="card-source"][data-url="${url}"]`);
    await card.locator('[data-testid="alert-source-error"]').waitFor({ timeout: SCRAPE_TIMEOUT });
    await seeText(card, 'Failed to capture snippets. The URL may be invalid or inaccessible.');
    expect(await card.getAttribute('data-state')).toBe('error');
  });

  it('deletes a snippet: the toast shows and the source has one snippet fewer, also after a reload', async () => {
    const page = await signedIn();
    await openHotel(page, ids.bozeman);
    await page.getByTestId('tab-snippets').click();
    const snippets = page.getByTestId('snippet');
    await snippets.first().waitFor();
    const total = async () =>
      page.getByTestId('card-source').evaluateAll((cards) => cards.reduce((n, c) => n + Number(c.getAttribute('data-snippets-count') ?? 0), 0));
    const before = await total();
    const doomed = (await snippets.first().innerText()).trim();
    await snippets.first().getByTestId('button-delete-snippet').click();
    await seeToast(page, 'Snippet deleted');
    await expect.poll(total, { timeout: 20_000 }).toBe(before - 1);
    await page.reload();
    await page.getByTestId('tab-snippets').click();
    await snippets.first().waitFor();
    expect(await total()).toBe(before - 1);
    expect(doomed.length).toBeGreaterThan(0);
  });

  it('regenerates the profile with the chosen built-in model and offers the older version to compare', async () => {
    const page = await signedIn();
    await openHotel(page, ids.bozeman);
    await page.getByTestId('tab-profile').click();
    await page.getByTestId('text-profile-name').waitFor();
    await page.getByTestId('button-regenerate-profile').click();
    const dialog = page.getByTestId('dialog-regenerate');
    await dialog.waitFor();
    await seeText(page.getByTestId('text-regenerate-count'), /\d+ snippets?/);
    await page.getByTestId('select-regenerate-model').selectOption('builtin');
    await page.getByTestId('button-regenerate-confirm').click();
    await seeToast(page, 'Profile regeneration started');
    const versions = page.getByTestId('select-profile-version');
    await versions.waitFor({ timeout: SCRAPE_TIMEOUT });
    const options = await versions.locator('option').allInnerTexts();
    // The offline model by its label, and no '$0' for a version that cost nothing.
    expect(options.some((o) => o.startsWith('v1 · Built-in extractor (offline) · ') && !o.includes('$'))).toBe(true);
    await versions.selectOption('1');
    await page.getByTestId('profile-compare').waitFor();
    await seeText(page.getByTestId('profile-compare'), /No differences between these versions\.|\d+ fields? changed\./);
  });

  it('edits and resets a prompt in AI Settings, then saves one (Prompt saved) and finds it saved', async () => {
    const page = await signedIn();
    await page.goto('/hotels');
    await page.getByTestId('button-ai-settings').click();
    await seeText(page.getByTestId('dialog-ai-settings'), 'Hotel Profile Generation Settings');
    await page.getByTestId('tab-prompt-classifier').click();
    const area = page.getByTestId('textarea-prompt-classifier');
    await area.waitFor();
    const original = await area.inputValue();
    expect(original.length).toBeGreaterThan(0);
    expect(await page.getByTestId('button-save-classifier').isDisabled()).toBe(true);
    expect(await page.getByTestId('button-reset-classifier').isDisabled()).toBe(true);

    await area.fill(`${original}\nDraft that will be thrown away.`);
    expect(await page.getByTestId('button-save-classifier').isEnabled()).toBe(true);
    await page.getByTestId('button-reset-classifier').click();
    expect(await area.inputValue()).toBe(original);
    expect(await page.getByTestId('button-save-classifier').isDisabled()).toBe(true);

    const saved = `${original}\nAlways keep pet policies as their own snippet.`;
    await area.fill(saved);
    await page.getByTestId('button-save-classifier').click();
    await seeToast(page, 'Prompt saved');
    await page.reload();
    await page.getByTestId('button-ai-settings').click();
    await page.getByTestId('tab-prompt-classifier').click();
    await expect.poll(() => page.getByTestId('textarea-prompt-classifier').inputValue(), { timeout: 20_000 }).toBe(saved);
  });

  it('exports both CSVs with the hotels and snippets of this session', async () => {
    const page = await signedIn();
    await page.goto('/hotels');
    await page.getByTestId('button-export').click();
    await page.getByTestId('dialog-export').waitFor();
    await seeText(page.getByTestId('card-export-profiles'), 'Hotel Profiles');

    const profiles = await downloadText(page, page.getByTestId('button-export-profiles'));
    expect(profiles.fileName).toMatch(/\.csv$/);
    const profileRows = csvRecords(profiles.text);
    const bozeman = profileRows.find((r) => r.hotel_id === ids.bozeman);
    expect(bozeman?.name).toMatch(/Bozeman/);
    expect(bozeman?.model).toBe('builtin');
    expect(profileRows.some((r) => r.hotel_id === ids.berkeley)).toBe(true);
    await seeToast(page, 'Export ready');

    const snippets = await downloadText(page, page.getByTestId('button-export-snippets'));
    const snippetRows = csvRecords(snippets.text);
    const added = snippetRows.filter((r) => r.hotel_id === ids.berkeley && r.source_url === berkeleyCanonical());
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((r) => (r.content ?? '').length > 0 && (r.type ?? '').length > 0)).toBe(true);
  });

  it('has no accessibility violations (moderate or worse) on hotel detail, its dialogs and the hotels dialogs, light and dark', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // No stored choice: the console follows the system colour preference (section 4).
      const page = await e2e.newPage({ colorScheme: theme });
      await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      const check = async (screen: string) => found.push(...(await axeViolations(page, `${screen} (${theme})`)));

      // Bozeman has two profile versions (the compare card) after the regenerate step.
      await openHotel(page, ids.bozeman);
      await page.getByTestId('text-profile-name').waitFor();
      await page.getByTestId('card-profile-versions').waitFor();
      await check('hotel detail, profile tab');
      await page.getByTestId('button-regenerate-profile').click();
      await page.getByTestId('dialog-regenerate').waitFor();
      await check('regenerate dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('dialog-regenerate').waitFor({ state: 'hidden' });

      // Berkeley has captured sources and the failed one (the error card).
      await openHotel(page, ids.berkeley);
      await page.getByTestId('tab-snippets').click();
      await page.getByTestId('alert-source-error').first().waitFor();
      await check('hotel detail, snippets tab');

      await page.goto('/hotels');
      await page.getByTestId('button-ai-settings').click();
      await page.getByTestId('textarea-prompt-scrapingbee_query').waitFor();
      await check('AI settings dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('dialog-ai-settings').waitFor({ state: 'hidden' });
      await page.getByTestId('button-export').click();
      await page.getByTestId('text-export-count-profiles').waitFor();
      await check('export dialog');
      await page.keyboard.press('Escape');
    }
    expect(found).toEqual([]);
  }, AXE_SWEEP_TIMEOUT_MS);

  it('deletes a hotel after confirming, and it leaves the list', async () => {
    const page = await signedIn();
    await page.goto('/hotels');
    await page.getByTestId(`row-hotel-${ids.durango}`).waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId(`button-delete-${ids.durango}`).click();
    await seeToast(page, 'Hotel deleted');
    await page.getByTestId(`row-hotel-${ids.durango}`).waitFor({ state: 'detached' });
  });

  it('lists each change of this session in the Audit Logs with its entity and the hotel it concerns', async () => {
    // A deactivation of this spec's own, so the log has a user entry whatever ran before.
    const member = { email: uniqueEmail('audited'), firstName: 'Aude', lastName: 'Ited' };
    await ensureAccount(e2e.stack.baseUrl, member);
    const page = await signedIn();
    await page.getByTestId('link-users').click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.locator('[data-testid^="button-deactivate-"]').click();
    await page.getByTestId('button-confirm-deactivate').click();
    await seeToast(page, 'User deactivated');

    await page.getByTestId('link-audit logs').click();
    await seeText(page, 'View the last 30 days of changes and activities');
    const rows = page.locator('[data-testid^="row-audit-"]');
    await rows.first().waitFor();
    // Time, User, Entity, Action, Details, as the reader sees them.
    const entries = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const [time, user, entity, action, details] = [...(tr as HTMLTableRowElement).cells].map((c) => c.innerText.trim());
        return { time, user, entity: entity?.toLowerCase(), action: action?.toLowerCase(), details: details ?? '' };
      }),
    );
    const find = (entity: string, action: string, ...details: string[]) =>
      entries.find((e) => e.entity === entity && e.action === action && details.every((d) => e.details.includes(d)));
    const expected: [string, string, string, ...string[]][] = [
      ['scraping', 'hotel', 'scraped', `Hotel: ${ids.berkeley}`],
      ['added source', 'hotel', 'scraped', `Hotel: ${ids.berkeley}`, `URL: ${berkeleyCanonical()}`],
      ['profile from the run', 'profile', 'created', `Hotel: ${ids.bozeman}`],
      ['regenerate', 'profile', 'updated', `Hotel: ${ids.bozeman}`, 'Model: builtin'],
      ['snippet delete', 'snippet', 'deleted', `Hotel: ${ids.bozeman}`],
      ['prompt save', 'prompt', 'updated', 'Type: classifier'],
      ['hotel delete', 'hotel', 'deleted', `Hotel: ${ids.durango}`],
      ['deactivation', 'user', 'updated', 'isActive → false', member.email],
    ];
    const missing = expected.filter(([, entity, action, ...details]) => !find(entity, action, ...details)).map(([what]) => what);
    expect(missing, JSON.stringify(entries.slice(0, 40), null, 1)).toEqual([]);
    expect(find('prompt', 'updated')?.user).toBe('Olive Ops');
    // The hotel of an entry links to it.
    const scraped = rows.filter({ hasText: 'scraped' }).filter({ hasText: `Hotel: ${ids.berkeley}` }).first();
    await scraped.getByRole('link', { name: ids.berkeley }).click();
    await page.waitForURL(`**/hotels/${ids.berkeley}`);
  });

  it('renders hostile hotel and snippet content as text without running it', async () => {
    const id = 'e2e-xss';
    const imgPayload = '<img src=x onerror="window.__xss=1">';
    const scriptPayload = '<script>window.__xss=1</script>';
    await withDb(e2e.stack.databaseUrl, async (q) => {
      await q(`INSERT INTO hotels (id, name, brand_name, homepage_url, status) VALUES ($1, $2, $3, $4, 'completed')`, [
        id,
        imgPayload,
        scriptPayload,
        'https://xss.example.com/',
      ]);
      const [source] = await q(`INSERT INTO hotel_sources (hotel_id, url, status) VALUES ($1, $2, 'completed') RETURNING id`, [id, 'https://xss.example.com/']);
      await q(
        `INSERT INTO snippets (hotel_id, source_id, type, content, source_url, page_url, method, content_hash)
         VALUES ($1, $2, 'description', $3, $4, $4, 'static', 'xss-1'), ($1, $2, 'amenity', $5, $4, $4, 'static', 'xss-2')`,
        [id, source?.id, scriptPayload, 'https://xss.example.com/', imgPayload],
      );
    });
    const page = await signedIn();
    await page.goto('/hotels');
    await page.getByTestId('input-search-hotels').fill('e2e-xss');
    // The search lands in the address after its debounce; opening a row before that can be
    // overtaken by the late search navigation (reported to the web owner), so wait for it.
    await page.waitForURL(/[?&]q=e2e-xss/);
    const row = page.getByTestId(`row-hotel-${id}`);
    await row.waitFor();
    await seeText(row, imgPayload);
    await page.getByTestId(`button-view-${id}`).click();
    await page.getByTestId('text-hotel-title').waitFor();
    expect(await page.getByTestId('text-hotel-title').innerText()).toContain(imgPayload);
    await page.getByTestId('tab-snippets').click();
    await seeText(page, scriptPayload);
    await seeText(page.getByTestId('card-source'), imgPayload);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
