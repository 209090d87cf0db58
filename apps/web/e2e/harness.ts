/// <reference types="node" />
/**
 * What every spec uses: the stack's addresses, one headless Chromium per spec file, a fresh
 * browser context (own cookies and storage) per page, and the sign-up / log-in steps.
 *
 *   const e2e = useE2e();
 *   it('...', async () => { const page = await e2e.newPage(); await signUp(page, { email: 'admin@example.com' }); });
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';
import type { StackInfo } from './stack.ts';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface E2e {
  readonly stack: StackInfo;
  readonly browser: Browser;
  /** A page in a fresh context (no cookies, no storage) with baseURL set to the stack. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Registers the browser lifecycle hooks for one spec file. */
export function useE2e(): E2e {
  const stack = inject('e2e');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
    pages = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    stack,
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll; use it inside tests');
      return browser;
    },
    async newPage(options = {}) {
      if (!browser) throw new Error('the browser starts in beforeAll; use it inside tests');
      const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 }, ...options });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      pages.push(page);
      // A failing test leaves a screenshot of every page it opened, next to the stack logs.
      onTestFailed(async ({ task }) => {
        const dir = path.join(stack.logDir, '..', 'e2e-screenshots');
        mkdirSync(dir, { recursive: true });
        const safe = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await Promise.all(pages.map((p, i) => p.screenshot({ path: path.join(dir, `${safe}-${i}.png`), fullPage: true }).catch(() => {})));
      });
      return page;
    },
  };
}

let counter = 0;
/** A unique address on the allowed test domain, so specs never collide on one database. */
export function uniqueEmail(local = 'user', domain = 'example.com'): string {
  counter += 1;
  return `${local}.${Date.now().toString(36)}${counter}@${domain}`;
}

export interface Account {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export const DEFAULT_PASSWORD = 'secret-pass-1';

/** Opens '/', fills the Sign Up tab and submits; does not wait for the outcome. */
export async function submitSignUp(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByTestId('tab-signup').click();
  await page.getByTestId('input-first-name').fill(account.firstName ?? 'Ada');
  await page.getByTestId('input-last-name').fill(account.lastName ?? 'Lovelace');
  await page.getByTestId('input-signup-email').fill(account.email);
  await page.getByTestId('input-signup-password').fill(account.password ?? DEFAULT_PASSWORD);
  await page.getByTestId('button-signup').click();
}

/** Signs up (which also signs in) and waits until the signed-in layout shows. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await submitSignUp(page, account);
  await waitForSignedIn(page);
}

/** Opens '/', fills the Login tab and submits; does not wait for the outcome. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByTestId('tab-login').click();
  await page.getByTestId('input-email').fill(account.email);
  await page.getByTestId('input-password').fill(account.password ?? DEFAULT_PASSWORD);
  await page.getByTestId('button-login').click();
}

export async function login(page: Page, account: Account): Promise<void> {
  await submitLogin(page, account);
  await waitForSignedIn(page);
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('button-logout').click();
  await page.getByTestId('tab-login').waitFor();
}

/**
 * Creates the account through the API unless it exists (sign-up of an existing email is
 * refused; that is fine here). Lets specs share users without depending on spec order.
 */
export async function ensureAccount(baseUrl: string, account: Account): Promise<void> {
  await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: account.firstName ?? 'Ada',
      lastName: account.lastName ?? 'Lovelace',
      email: account.email,
      password: account.password ?? DEFAULT_PASSWORD,
    }),
  });
}

/**
 * The admin for specs other than the smoke spec (which claims admin@example.com through the
 * UI). The stack lists both in ADMIN_EMAILS.
 */
export const SPEC_ADMIN: Account = { email: 'ops@example.com', firstName: 'Olive', lastName: 'Ops' };

/** Signs in (creating the account first when needed) and waits for the signed-in layout. */
export async function signInAs(page: Page, baseUrl: string, account: Account): Promise<void> {
  await ensureAccount(baseUrl, account);
  await login(page, account);
}

export async function waitForSignedIn(page: Page): Promise<void> {
  await page.getByTestId('button-logout').waitFor();
}
