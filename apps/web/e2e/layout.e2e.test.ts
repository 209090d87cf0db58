import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPEC_ADMIN, ensureAccount, signInAs, submitLogin, useE2e } from './harness.ts';
import { AXE_SWEEP_TIMEOUT_MS, axeViolations, seeText, withDb } from './support/app.ts';

async function htmlTheme(page: Page): Promise<{ dark: boolean; scheme: string }> {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }));
}

async function sidebarCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value;
}

describe('layout: theme, sidebar shortcut, mobile sheet and accessibility', () => {
  const e2e = useE2e();

  it('keeps the dark theme across a reload', async () => {
    const page = await e2e.newPage({ colorScheme: 'light' });
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    expect((await htmlTheme(page)).dark).toBe(false);
    await page.getByTestId('button-theme-toggle').click();
    await expect.poll(async () => (await htmlTheme(page)).dark).toBe(true);
    expect((await htmlTheme(page)).scheme).toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    expect((await htmlTheme(page)).dark).toBe(true);
    await page.getByTestId('button-theme-toggle').waitFor();
    expect(await htmlTheme(page)).toEqual({ dark: true, scheme: expect.stringContaining('dark') as string });
    expect(await page.getByTestId('button-theme-toggle').getAttribute('aria-label')).toBe('Switch to light theme');

    await page.getByTestId('button-theme-toggle').click();
    await expect.poll(async () => (await htmlTheme(page)).dark).toBe(false);
  });

  it('collapses the sidebar with Ctrl+B, remembers it in the sidebar_state cookie and restores it', async () => {
    const page = await e2e.newPage();
    await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
    await seeText(sidebar, 'Hotels');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(await sidebarCookie(page)).toBe('false');
    expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.path).toBe('/');
    // Collapsed to icons: the labels are gone, the links stay (named for screen readers).
    expect(await page.getByTestId('link-hotels').getAttribute('aria-label')).toBe('Hotels');

    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');

    await page.keyboard.press('Control+b');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('expanded');
    expect(await sidebarCookie(page)).toBe('true');
  });

  it('hides the sidebar at 375 px and opens it as a sheet with the links from the toggle', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    // At 375 px the Log Out button lives in the closed sheet, so sign-in is seen by the Dashboard.
    await ensureAccount(e2e.stack.baseUrl, SPEC_ADMIN);
    await submitLogin(page, SPEC_ADMIN);
    await seeText(page, 'Total Hotels');
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByTestId('sidebar-sheet').isVisible()).toBe(false);
    expect(await page.getByTestId('link-hotels').isVisible()).toBe(false);
    // With the sheet closed the header still says which product and which screen this is.
    const title = page.getByTestId('text-mobile-title');
    expect(await title.isVisible()).toBe(true);
    expect(await title.innerText()).toMatch(/Hotel Profiler\s*\/ Dashboard/);

    await page.getByTestId('button-sidebar-toggle').click();
    const sheet = page.getByTestId('sidebar-sheet');
    await sheet.waitFor();
    for (const id of ['link-dashboard', 'link-hotels', 'link-users', 'link-audit logs']) {
      expect(await sheet.getByTestId(id).isVisible()).toBe(true);
    }
    await sheet.getByTestId('link-hotels').click();
    await page.waitForURL('**/hotels');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByTestId('input-search-hotels').waitFor();
    await expect.poll(() => title.innerText()).toMatch(/Hotel Profiler\s*\/ Hotels/);

    // From 768 px the sidebar names the product and the header does not repeat it.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByTestId('sidebar').waitFor();
    expect(await title.isVisible()).toBe(false);
  });

  it('keeps every hotel\'s status and actions in view at 375 px, with nothing clipped sideways', async () => {
    const id = 'e2e-narrow-hotel-with-a-long-identifier-0001';
    const name = 'Grand Hotel Panorama am Vierwaldstättersee — Residenz & Spa der Extraklasse';
    await withDb(e2e.stack.databaseUrl, async (q) => {
      await q(
        `INSERT INTO hotels (id, name, brand_name, homepage_url, status) VALUES ($1, $2, 'Panorama Collection', 'https://narrow.example.com/', 'completed')
         ON CONFLICT (id) DO NOTHING`,
        [id, name],
      );
    });
    const page = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    await ensureAccount(e2e.stack.baseUrl, SPEC_ADMIN);
    await submitLogin(page, SPEC_ADMIN);
    await seeText(page, 'Total Hotels');
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await page.goto(`/hotels?search=${encodeURIComponent(id)}`);
    const row = page.getByTestId(`row-hotel-${id}`);
    await row.waitFor();
    for (const part of [row.getByText('Done', { exact: true }), page.getByTestId(`button-view-${id}`), page.getByTestId(`button-delete-${id}`)]) {
      const box = await part.boundingBox();
      expect(box, 'visible').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    // On a phone each hotel is a card, and the card list fits: nothing hides behind a sideways scroll.
    expect(await page.getByTestId('table-hotels').count()).toBe(0);
    const list = page.getByTestId('list-hotels');
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await row.innerText()).toContain(name);
    expect(await sideways()).toBeLessThanOrEqual(0);

    for (const path of [`/hotels/${id}`, '/audit-logs', '/']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await sideways(), path).toBeLessThanOrEqual(0);
    }
  });

  it('focuses the toasts with F8 and dismisses a toast swiped at least 50 px to the right', async () => {
    const page = await e2e.newPage();
    await submitLogin(page, { email: 'nobody-here@example.com', password: 'not-the-password' });
    const toast = page.getByTestId('toast');
    await toast.waitFor();

    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toContain('(F8)');

    // The toast slides in: measure it only once its entry animation and transitions have settled,
    // or the pointer may land where the toast was mid-flight rather than where it rests.
    const settledBox = async () => {
      await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
      return toast.boundingBox();
    };
    let box = await settledBox();
    await expect.poll(async () => {
      const next = await settledBox();
      const same = !!box && !!next && Math.abs(box.x - next.x) < 0.5 && Math.abs(box.y - next.y) < 0.5;
      box = next;
      return same;
    }).toBe(true);
    if (!box) throw new Error('toast has no box');
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    // A short swipe springs back.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 20, y, { steps: 4 });
    await page.mouse.up();
    expect(await toast.isVisible()).toBe(true);
    // Past the 50 px threshold it goes (the pointer still rests on it, which pauses the 5 s timer:
    // only the swipe can hide it here).
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 70, y, { steps: 6 });
    await page.mouse.up();
    await toast.waitFor({ state: 'hidden' });
  });

  it('has no accessibility violations (moderate or worse) on the main screens, light and dark', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // No stored choice: the console follows the system colour preference (section 4).
      const page = await e2e.newPage({ colorScheme: theme });
      await page.goto('/');
      await page.getByTestId('tab-login').waitFor();
      expect((await htmlTheme(page)).dark).toBe(theme === 'dark');
      found.push(...(await axeViolations(page, `login (${theme})`)));

      await signInAs(page, e2e.stack.baseUrl, SPEC_ADMIN);
      const screens: [string, string, string][] = [
        ['dashboard', '/', 'Total Hotels'],
        ['hotels', '/hotels', 'Upload CSV'],
        ['users', '/users', 'Total Users'],
        ['webhooks', '/webhooks', 'Signed HTTP callbacks when runs complete, profiles change or hotels fail'],
        ['audit logs', '/audit-logs', 'View the last 30 days of changes and activities'],
        ['404', '/nope', 'Page Not Found'],
      ];
      for (const [name, path, text] of screens) {
        await page.goto(path);
        await seeText(page, text);
        found.push(...(await axeViolations(page, `${name} (${theme})`)));
      }
      await page.goto('/hotels');
      await page.getByTestId('button-upload-csv').click();
      await page.getByTestId('dialog-upload-csv').waitFor();
      found.push(...(await axeViolations(page, `upload dialog (${theme})`)));
    }
    expect(found).toEqual([]);
  }, AXE_SWEEP_TIMEOUT_MS);
});
