/**
 * JS rendering with the system Chromium through playwright-core. Every request the page makes
 * (document, redirects, scripts, XHR) is intercepted by page.route() and checked by the same
 * SSRF guard; redirects are followed inside the route handler (maxRedirects 0, each hop
 * checked) because Chromium does not route the hops of a fulfilled redirect again.
 * Residual risk (documented): Chromium resolves DNS itself after our check, so a rebinding
 * window remains in browser mode; plain HTTP mode has none.
 */
import { existsSync } from 'node:fs';
import type { Browser, Route } from 'playwright-core';
import { NonRetryableError, RetryableError, SsrfBlockedError } from './errors.ts';
import { checkUrl, isAllowListed, resolveSafely, systemResolver, type Resolver } from './ssrf.ts';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface BrowserRenderResult {
  finalUrl: string;
  status: number;
  html: string;
  headers: Record<string, string>;
}

export interface BrowserRenderer {
  render(url: string, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<BrowserRenderResult>;
  close(): Promise<void>;
}

export function browserAvailable(executablePath: string): boolean {
  return existsSync(executablePath);
}

export function createBrowserRenderer(deps: {
  executablePath: string;
  allow: ReadonlySet<string>;
  userAgent: string;
  resolver?: Resolver;
}): BrowserRenderer {
  let browserPromise: Promise<Browser> | null = null;
  const resolver = deps.resolver ?? systemResolver;

  async function launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core');
    return chromium.launch({ executablePath: deps.executablePath, args: CHROMIUM_ARGS, headless: true });
  }

  /** Returns the reason a request must not leave the browser, or null. */
  async function blockReason(raw: string): Promise<string | null> {
    if (raw.startsWith('data:') || raw.startsWith('blob:') || raw === 'about:blank') return null;
    try {
      const { url, allowListed } = checkUrl(raw, deps.allow);
      if (!allowListed && !isAllowListed(url, deps.allow)) await resolveSafely(url.hostname, resolver);
      return null;
    } catch (err) {
      return err instanceof SsrfBlockedError ? err.reason : `Blocked: ${(err as Error).message}`;
    }
  }

  return {
    async render(url, opts) {
      browserPromise ??= launch();
      const browser = await browserPromise;
      const context = await browser.newContext({ userAgent: deps.userAgent, serviceWorkers: 'block', javaScriptEnabled: true });
      let navigationBlocked: string | null = null;
      let navigationError: string | null = null;
      let navigationFinalUrl: string | null = null;
      try {
        const page = await context.newPage();
        await page.route('**/*', async (route: Route) => {
          const req = route.request();
          const isMainNavigation = req.isNavigationRequest() && req.frame() === page.mainFrame();
          // Chromium does not hand redirect hops of a fulfilled response back to page.route(),
          // so hops are followed here, each one checked before it is requested.
          let target = req.url();
          try {
            for (let hop = 0; ; hop++) {
              const reason = await blockReason(target);
              if (reason) {
                if (isMainNavigation) navigationBlocked = reason;
                await route.abort('blockedbyclient');
                return;
              }
              const response = await route.fetch({ url: target, maxRedirects: 0, timeout: opts.timeoutMs });
              const location = response.headers()['location'];
              if (response.status() >= 300 && response.status() < 400 && location) {
                if (hop >= 10) {
                  if (isMainNavigation) navigationError = `Too many redirects (more than 10)`;
                  await route.abort('failed');
                  return;
                }
                target = new URL(location, target).href;
                continue;
              }
              if (isMainNavigation) navigationFinalUrl = target;
              await route.fulfill({ response });
              return;
            }
          } catch {
            await route.abort('failed').catch(() => {});
          }
        });
        const onAbort = () => void context.close().catch(() => {});
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        try {
          const response = await page.goto(url, { waitUntil: 'load', timeout: opts.timeoutMs });
          // Give client-side rendering a moment without waiting for endless analytics beacons.
          await page.waitForLoadState('networkidle', { timeout: Math.min(5000, opts.timeoutMs) }).catch(() => {});
          const html = await page.content();
          return {
            finalUrl: navigationFinalUrl ?? page.url(),
            status: response?.status() ?? 200,
            html,
            headers: (await response?.allHeaders()) ?? {},
          };
        } catch (err) {
          if (navigationBlocked) throw new SsrfBlockedError(navigationBlocked);
          if (navigationError) throw new NonRetryableError(navigationError);
          if (opts.signal?.aborted) throw opts.signal.reason ?? err;
          const message = (err as Error).message ?? String(err);
          if (/Timeout/i.test(message)) throw new RetryableError('Timed out rendering the page in the browser', { cause: err });
          throw new NonRetryableError(`Browser could not load the page: ${message.split('\n')[0]}`.slice(0, 300), { cause: err });
        } finally {
          opts.signal?.removeEventListener('abort', onAbort);
        }
      } finally {
        await context.close().catch(() => {});
      }
    },
    async close() {
      if (!browserPromise) return;
      const p = browserPromise;
      browserPromise = null;
      await (await p.catch(() => null))?.close().catch(() => {});
    },
  };
}
