/**
 * JS rendering with the system Chromium through playwright-core. Chromium itself never touches the
 * network: every request the page makes (document, scripts, styles, XHR) is intercepted by
 * page.route() and fetched by the worker's own guarded HTTP client, the one plain HTTP mode uses —
 * each redirect hop checked, the socket connected only to the address the SSRF guard validated
 * (no DNS rebinding window), the same timeouts and body limit. Only GET leaves: a crawler has no
 * business posting forms or beacons. Redirects are followed inside the client, so a document that
 * moved gets a <base> naming its final URL and its relative links resolve where the server meant.
 *
 * page.route() sees HTTP only, so everything else is shut at the browser: WebSockets are closed
 * by routeWebSocket() before they connect; Chromium's own proxy is a local port that accepts and
 * drops every connection (loopback included), so any connection that escapes interception goes
 * nowhere; and WebRTC may not send UDP outside that proxy, so STUN/TURN cannot reach a host.
 */
import { existsSync } from 'node:fs';
import net from 'node:net';
import type { Browser, Route } from 'playwright-core';
import { CrawlError, NonRetryableError, RetryableError, type SsrfBlockedError } from '../errors.ts';
import { formatMegabytes, type HttpClient } from './http.ts';
import { findSsrfError } from './ssrf.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  // Chromium skips the proxy for loopback unless told otherwise; the dead end must cover it too.
  '--proxy-bypass-list=<-loopback>',
];

/** A proxy that goes nowhere: it accepts a connection and closes it at once. */
async function startDeadEnd(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

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

/** Headers of the fetched response Chromium may see: the body is already decompressed and whole. */
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
/** Request headers worth passing on (what the page asks for), never cookies or credentials. */
const FORWARDED_HEADERS = ['accept', 'accept-language', 'referer'];

/** Puts <base href> into an HTML document fetched through redirects (bytes: the charset is not known yet). */
export function withBase(body: Buffer, finalUrl: string): Buffer {
  const head = body.toString('latin1');
  if (/<base\s[^>]*href/i.test(head.slice(0, 65_536))) return body;
  const m = /<head(\s[^>]*)?>/i.exec(head);
  const at = m ? m.index + m[0].length : 0;
  const tag = Buffer.from(`<base href="${finalUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`, 'latin1');
  return Buffer.concat([body.subarray(0, at), tag, body.subarray(at)]);
}

export function createBrowserRenderer(deps: {
  executablePath: string;
  userAgent: string;
  /** The worker's guarded client: every byte the browser loads comes through it. */
  http: HttpClient;
  /** Rendered HTML above this is refused like a body above MAX_BODY_BYTES (default 5 MiB). */
  maxHtmlBytes?: number;
}): BrowserRenderer {
  const maxHtmlBytes = deps.maxHtmlBytes ?? 5 * 1024 * 1024;
  let browserPromise: Promise<Browser> | null = null;
  let deadEnd: net.Server | null = null;

  async function launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core');
    deadEnd ??= await startDeadEnd();
    const { port } = deadEnd.address() as net.AddressInfo;
    return chromium.launch({
      executablePath: deps.executablePath,
      args: [...CHROMIUM_ARGS, `--proxy-server=http://127.0.0.1:${port}`],
      headless: true,
    });
  }

  return {
    async render(url, opts) {
      browserPromise ??= launch();
      const browser = await browserPromise;
      const context = await browser.newContext({ userAgent: deps.userAgent, serviceWorkers: 'block', javaScriptEnabled: true });
      let navigationBlocked: SsrfBlockedError | null = null;
      // the document's own fetch failure (timeout, too many redirects, body too large): its class decides retries
      let navigationError: unknown = null;
      let navigationFinalUrl: string | null = null;
      try {
        const page = await context.newPage();
        // Not connected to any server: the socket the page opens is closed on the spot.
        await page.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'Blocked' }));
        await page.route('**/*', async (route: Route) => {
          const req = route.request();
          const isMainNavigation = req.isNavigationRequest() && req.frame() === page.mainFrame();
          const target = req.url();
          if (!/^https?:/i.test(target)) {
            await route.abort('blockedbyclient');
            return;
          }
          if (req.method() !== 'GET') {
            await route.abort('blockedbyclient');
            return;
          }
          try {
            const asked = req.headers();
            const headers: Record<string, string> = { 'user-agent': deps.userAgent };
            for (const h of FORWARDED_HEADERS) if (asked[h]) headers[h] = asked[h]!;
            const res = await deps.http.get(target, { headers, signal: opts.signal });
            if (isMainNavigation) navigationFinalUrl = res.finalUrl;
            const kept = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !DROPPED_HEADERS.has(k)));
            const html = /html/i.test(res.headers['content-type'] ?? '') || req.resourceType() === 'document';
            const body = res.finalUrl !== target && html ? withBase(res.body, res.finalUrl) : res.body;
            await route.fulfill({ status: res.status, headers: kept, body });
          } catch (err) {
            const blocked = findSsrfError(err);
            if (isMainNavigation) {
              if (blocked) navigationBlocked = blocked;
              else navigationError = err;
            }
            await route.abort(blocked ? 'blockedbyclient' : 'failed').catch(() => {});
          }
        });
        const onAbort = () => void context.close().catch(() => {});
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        try {
          const response = await page.goto(url, { waitUntil: 'load', timeout: opts.timeoutMs });
          // Give client-side rendering a moment without waiting for endless analytics beacons.
          await page.waitForLoadState('networkidle', { timeout: Math.min(5000, opts.timeoutMs) }).catch(() => {});
          const html = await page.content();
          if (Buffer.byteLength(html) > maxHtmlBytes) throw new NonRetryableError(`Rendered page is larger than ${formatMegabytes(maxHtmlBytes)}`);
          return {
            finalUrl: navigationFinalUrl ?? page.url(),
            status: response?.status() ?? 200,
            html,
            headers: (await response?.allHeaders()) ?? {},
          };
        } catch (err) {
          if (err instanceof CrawlError) throw err;
          if (navigationBlocked) throw navigationBlocked;
          if (navigationError instanceof CrawlError) throw navigationError;
          if (navigationError) throw new NonRetryableError(`Browser could not load the page: ${String((navigationError as Error).message ?? navigationError)}`.slice(0, 300));
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
      const p = browserPromise;
      browserPromise = null;
      if (p) await (await p.catch(() => null))?.close().catch(() => {});
      const server = deadEnd;
      deadEnd = null;
      if (server) await new Promise((resolve) => server.close(resolve));
    },
  };
}
