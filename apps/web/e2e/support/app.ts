/// <reference types="node" />
/**
 * Helpers the feature specs share: waiting for what a user sees, uploading a CSV through the
 * dialog, reading a downloaded CSV and writing hostile rows straight into the stack's database.
 */
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { createPool } from '@hotel/db';
import type { FixtureSite } from '../fixture-sites.ts';

/** Long enough for a scrape on a busy 2-core machine; specs wait for texts, never for time. */
export const SCRAPE_TIMEOUT = 180_000;

/** Waits until the text is visible somewhere on the page (first match). */
export async function seeText(page: Page | Locator, text: string | RegExp, timeout = 20_000): Promise<Locator> {
  const loc = page.getByText(text).first();
  await loc.waitFor({ state: 'visible', timeout });
  return loc;
}

/** A toast with this title (Chakra renders toasts in a region with role="region" / status). */
export async function seeToast(page: Page, title: string, timeout = 20_000): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

export interface CsvHotel {
  hotelId: string;
  url: string;
}

export function csvOf(hotels: CsvHotel[]): string {
  return ['hotel_id,url', ...hotels.map((h) => `${h.hotelId},${h.url}`)].join('\n') + '\n';
}

export function site(sites: FixtureSite[], slug: string): FixtureSite {
  const found = sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no fixture site "${slug}" in the stack`);
  return found;
}

/** Opens the Upload CSV dialog on /hotels, picks the file and waits for the server's verdict. */
export async function chooseCsv(page: Page, csv: string, fileName = 'hotels.csv'): Promise<void> {
  await page.getByTestId('button-upload-csv').click();
  await page.getByTestId('dialog-upload-csv').waitFor();
  await page.getByTestId('input-csv-file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('alert-csv-validation').waitFor();
}

/** Uploads the hotels through the dialog and waits for 'Scraping complete!'. */
export async function scrapeThroughUi(page: Page, hotels: CsvHotel[]): Promise<void> {
  await page.goto('/hotels');
  await page.getByTestId('input-search-hotels').waitFor();
  await chooseCsv(page, csvOf(hotels));
  await page.getByTestId('button-start-scraping').click();
  await page.getByTestId('alert-scrape-complete').waitFor({ timeout: SCRAPE_TIMEOUT });
  await page.keyboard.press('Escape');
  await page.getByTestId('dialog-upload-csv').waitFor({ state: 'hidden' });
}

/** A small RFC 4180 reader: quoted cells, doubled quotes, newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** Clicks the button and returns the text of the file the browser downloads. */
export async function downloadText(page: Page, button: Locator): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const file = await download.path();
  return { fileName: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

/** Runs SQL against the stack's database (for rows the UI cannot create, e.g. hostile content). */
export async function withDb<T>(databaseUrl: string, fn: (query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const pool = createPool({ connectionString: databaseUrl, max: 2, applicationName: 'hp-e2e-spec' });
  try {
    return await fn(async (sql, params) => (await pool.query(sql, params)).rows as Record<string, unknown>[]);
  } finally {
    await pool.end();
  }
}

const IMPACT_ORDER = ['minor', 'moderate', 'serious', 'critical'] as const;
export type AxeImpact = (typeof IMPACT_ORDER)[number];

/**
 * axe-core's findings on what the page shows now, at `least` impact or worse, one line each
 * ('hotel detail (dark): heading-order (1) Heading levels should only increase by one').
 */
/**
 * A sweep of every screen and dialog in two themes runs axe a dozen times; on a loaded two-core
 * machine that passes the suite's two-minute default without anything being wrong.
 */
export const AXE_SWEEP_TIMEOUT_MS = 300_000;

export async function axeViolations(page: Page, screen: string, least: AxeImpact = 'moderate'): Promise<string[]> {
  const floor = IMPACT_ORDER.indexOf(least);
  // A dialog fades in: colours measured mid-animation are partly transparent and fail contrast.
  // Only finite animations are awaited (a spinner or a skeleton's pulse never finishes).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => IMPACT_ORDER.indexOf((v.impact ?? 'minor') as AxeImpact) >= floor)
    .map((v) => `${screen}: ${v.id} [${v.impact}] (${v.nodes.length}) ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** Switches the signed-in console to the dark theme with its own toggle and waits until it shows. */
export async function switchToDarkTheme(page: Page): Promise<void> {
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (!(await dark())) await page.getByTestId('button-theme-toggle').click();
  for (let i = 0; i < 50 && !(await dark()); i++) await page.waitForTimeout(100);
  if (!(await dark())) throw new Error('the dark theme did not apply');
}
