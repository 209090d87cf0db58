/// <reference types="node" />
/**
 * Sign-up with email verification, the whole path a person takes. This spec starts a stack of
 * its own with SIGNUP_VERIFICATION=required and no SMTP_URL, so the API writes each message as an
 * .eml file under its DATA_DIR/mail/ — the spec reads those files like a mailbox.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, submitLogin, submitSignUp, uniqueEmail } from './harness.ts';
import { startStack, type Stack } from './stack.ts';
import { axeViolations, seeText, seeToast } from './support/app.ts';

const NOT_VERIFIED = 'Confirm your email address before signing in: open the link we sent you, or resend the email.';

/** Undoes quoted-printable (soft line breaks, =XX): mailers use it for long lines such as links. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('sign-up with email verification (SIGNUP_VERIFICATION=required, mail as .eml files)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hp-e2e-verify-'));
  const mailDir = path.join(dataDir, 'mail');
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    stack = await startStack({ workers: 0, name: 'verification', env: { SIGNUP_VERIFICATION: 'required', DATA_DIR: dataDir } });
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser || !stack) throw new Error('the stack starts in beforeAll');
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 }, ...options });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    return context.newPage();
  }

  /** The confirmation links mailed to `email`, oldest first, read from the .eml files. */
  function linksFor(email: string): string[] {
    let files: string[];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith('.eml')).sort();
    } catch {
      return [];
    }
    const links: string[] = [];
    for (const file of files) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(mailDir, file), 'utf8'));
      if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
      const link = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(raw);
      if (link) links.push(link[0]);
    }
    return links;
  }

  async function waitForLinks(email: string, count: number): Promise<string[]> {
    for (let i = 0; i < 100; i++) {
      const links = linksFor(email);
      if (links.length >= count) return links;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`expected ${count} confirmation mail(s) to ${email} in ${mailDir}, found ${linksFor(email).length}`);
  }

  it('signs up, shows "check your email", and the mailed link signs the person in on the Dashboard', async () => {
    const page = await newPage();
    const email = uniqueEmail('confirm');
    await submitSignUp(page, { email, firstName: 'Vera', lastName: 'Verified' });
    await page.getByTestId('panel-check-email').waitFor();
    await seeText(page, 'Check your email to confirm your account');
    expect(await page.getByTestId('text-check-email-address').textContent()).toBe(email);
    await seeToast(page, 'Check your email');
    expect(await page.getByTestId('button-logout').count()).toBe(0);

    const [link] = await waitForLinks(email, 1);
    expect(new URL(link!).origin).toBe(stack!.baseUrl);
    await page.goto(link!);
    await page.getByTestId('button-logout').waitFor();
    await seeText(page, 'Total Hotels');
    await seeToast(page, 'Email confirmed');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('text-user-email').textContent()).toBe(email);

    // The link worked once: opened again (another browser), it says so and offers a new email.
    const other = await newPage();
    await other.goto(link!);
    await other.getByTestId('alert-verify-error').waitFor();
    expect(await other.getByTestId('alert-verify-error').textContent()).toContain('already used');
    await other.getByTestId('input-resend-email').waitFor();
    expect(await other.getByTestId('button-logout').count()).toBe(0);
  });

  it('refuses sign-in before verification with the 403 text; Resend the email mails a link that works', async () => {
    const page = await newPage();
    const email = uniqueEmail('early');
    await submitSignUp(page, { email });
    await page.getByTestId('panel-check-email').waitFor();
    await waitForLinks(email, 1);

    await submitLogin(page, { email });
    const alert = page.getByTestId('alert-login-error');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toContain(NOT_VERIFIED);
    await seeToast(page, 'Login failed');
    expect(await page.getByTestId('button-logout').count()).toBe(0);

    await page.getByTestId('button-resend-verification').click();
    await page.getByTestId('text-resend-status').waitFor();
    const links = await waitForLinks(email, 2);
    await page.goto(links[1]!);
    await page.getByTestId('button-logout').waitFor();
    expect(await page.getByTestId('text-user-email').textContent()).toBe(email);
  });

  it('has no accessibility violations on the check-your-email and expired-link screens, light and dark', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const page = await newPage({ colorScheme: theme });
      await submitSignUp(page, { email: uniqueEmail(`a11y-${theme}`) });
      await page.getByTestId('panel-check-email').waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      found.push(...(await axeViolations(page, `check your email (${theme})`)));
      await page.goto('/verify-email?token=not-a-real-token');
      await page.getByTestId('alert-verify-error').waitFor();
      expect(await page.getByTestId('alert-verify-error').textContent()).toContain('not valid');
      found.push(...(await axeViolations(page, `confirmation link refused (${theme})`)));
    }
    expect(found).toEqual([]);
  });
});
