/**
 * The page fetcher every job uses: SSRF guard on every hop, robots.txt, per-host politeness
 * shared by all workers, limits, charset decoding, status mapping and error-page detection.
 * Plain HTTP is the default; the system Chromium (or ScrapingBee) renders JS shells.
 */
import { STATUS_CODES } from 'node:http';
import type { CheerioAPI } from 'cheerio';
import type { Redis } from 'ioredis';
import type { WorkerConfig } from '../config.ts';
import { canonicalizeUrl } from './canonical.ts';
import { attachDocument, parseHtml } from '../extract/document.ts';
import { browserAvailable, createBrowserRenderer, type BrowserRenderer } from './browser.ts';
import { decodeBody } from './charset.ts';
import { classifyPage, type Classification } from './classify.ts';
import { CrawlError, NonRetryableError, RetryableError, ThrottledError } from '../errors.ts';
import { createHttpClient, newFetchBudget, spendRedirect, type HttpClient, type RawResponse } from './http.ts';
import { metaRefreshUrl } from './meta-refresh.ts';
import { createLocalHostLimiter, createRedisHostLimiter, type HostLimiter } from './politeness.ts';
import { createRobotsCache, type RobotsCache } from './robots.ts';
import { createScrapingBeeClient, type ScrapingBeeClient } from './scrapingbee.ts';
import type { Resolver } from './ssrf.ts';
import type { ConditionalValidators, FetchOptions, FetchedPage, Fetcher } from './types.ts';

export interface FetcherLogger {
  info?(obj: object, msg?: string): void;
  warn?(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface CreateFetcherOptions {
  config: WorkerConfig;
  /** Shares politeness and the robots cache across worker processes; in-process when absent. */
  redis?: Redis;
  logger?: FetcherLogger;
  now?: () => number;
  /** DNS used by the guard (tests simulate rebinding); defaults to the system resolver. */
  resolver?: Resolver;
}

export const DEFAULT_RETRY_AFTER_MS = 30_000;
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** Retry-After as delta-seconds or an HTTP date; default 30 s, capped at 10 minutes. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number {
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  const v = value.trim();
  let ms: number;
  if (/^\d+$/.test(v)) ms = Number(v) * 1000;
  else {
    const at = Date.parse(v);
    if (Number.isNaN(at)) return DEFAULT_RETRY_AFTER_MS;
    ms = at - now;
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(1000, ms));
}

function statusReason(status: number): string {
  return `HTTP ${status} ${STATUS_CODES[status] ?? ''}`.trim();
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/**
 * Too little text to be a page of its own (the classifier's js-shell bound): with a refresh meta
 * it is a redirect stub, e.g. 'Redirecting... click here if nothing happens'.
 */
function isRedirectStub(c: Classification): boolean {
  return c.kind === 'empty' || c.kind === 'js-shell' || (c.kind === 'ok' && c.textLength < 200);
}

/** If-None-Match / If-Modified-Since for the validators we hold (none when we hold none). */
export function conditionalHeaders(v: ConditionalValidators | undefined): Record<string, string> | undefined {
  if (!v) return undefined;
  const headers: Record<string, string> = {};
  if (v.etag) headers['if-none-match'] = v.etag;
  if (v.lastModified) headers['if-modified-since'] = v.lastModified;
  return Object.keys(headers).length ? headers : undefined;
}

export function createFetcher(opts: CreateFetcherOptions): Fetcher {
  const { config, redis, logger } = opts;
  const now = opts.now ?? Date.now;
  const http: HttpClient = createHttpClient({ config, resolver: opts.resolver });
  const leaseMs = config.FETCH_TIMEOUT_MS + 30_000;
  const limiter: HostLimiter = redis
    ? createRedisHostLimiter(redis, config.REDIS_PREFIX, { concurrency: config.HOST_CONCURRENCY, leaseMs })
    : createLocalHostLimiter({ concurrency: config.HOST_CONCURRENCY, leaseMs });
  const robots: RobotsCache = createRobotsCache({ http, redis, prefix: config.REDIS_PREFIX, now });
  let browser: BrowserRenderer | null = null;
  const scrapingBee: ScrapingBeeClient | null = config.SCRAPINGBEE_API_KEY
    ? createScrapingBeeClient({ apiKey: config.SCRAPINGBEE_API_KEY, endpoint: config.SCRAPINGBEE_ENDPOINT })
    : null;

  const politeSlot = (delayMs: number, signal?: AbortSignal) => (url: URL) =>
    limiter.acquire(url.host.toLowerCase(), { delayMs: Math.max(config.HOST_MIN_DELAY_MS, delayMs), signal });
  // robots.txt takes a concurrency slot but not a turn in the per-host spacing (see AcquireOptions).
  const robotsSlot = (signal?: AbortSignal) => (url: URL) => limiter.acquire(url.host.toLowerCase(), { delayMs: 0, unspaced: true, signal });

  /** The caller's hop check, robots.txt for one hop, then a politeness slot on its host. */
  function beforeHop(fo: FetchOptions) {
    const { skipRobots, signal } = fo;
    return async (url: URL): Promise<() => void> => {
      // before robots.txt, so a hop the caller refuses costs its host no request at all
      const refusal = fo.refuseHop?.(url);
      if (refusal) throw new NonRetryableError(refusal);
      let delay = 0;
      if (!skipRobots) {
        const rules = await robots.forOrigin(url.origin, { signal, beforeHop: robotsSlot(signal) });
        if (rules.state.kind === 'unreachable') throw new RetryableError(rules.state.reason);
        if (!rules.isAllowed(url.href)) throw new NonRetryableError('Blocked by robots.txt');
        delay = rules.crawlDelayMs ?? 0;
      }
      return politeSlot(delay, signal)(url);
    };
  }

  function getBrowser(): BrowserRenderer | null {
    if (!browserAvailable(config.CHROMIUM_PATH)) return null;
    browser ??= createBrowserRenderer({ executablePath: config.CHROMIUM_PATH, userAgent: config.USER_AGENT, http, maxHtmlBytes: config.MAX_BODY_BYTES });
    return browser;
  }

  async function viaBrowser(url: string, fo: FetchOptions): Promise<FetchedPage | null> {
    const b = getBrowser();
    if (!b) return null;
    const parsed = new URL(url);
    const release = await beforeHop(fo)(parsed);
    try {
      const r = await b.render(url, { timeoutMs: config.FETCH_TIMEOUT_MS, signal: fo.signal });
      checkStatus(r.status, r.headers, parsed);
      return finish(url, r.finalUrl, r.status, r.headers['content-type'] ?? 'text/html', r.html, r.headers, 'browser', fo);
    } finally {
      release();
    }
  }

  async function viaScrapingBee(url: string, fo: FetchOptions): Promise<FetchedPage | null> {
    if (!scrapingBee) return null;
    const r = await scrapingBee.render(url, { timeoutMs: Math.max(config.FETCH_TIMEOUT_MS, 60_000), signal: fo.signal, maxBytes: config.MAX_BODY_BYTES });
    checkStatus(r.status, r.headers, new URL(url));
    const ct = r.headers['content-type'] ?? 'text/html';
    return finish(url, url, r.status, ct, decodeBody(r.body, ct), r.headers, 'scrapingbee', fo);
  }

  function checkStatus(status: number, headers: Record<string, string>, url: URL): void {
    if (status >= 200 && status < 300) return;
    if (status === 429 || status === 503) {
      const ms = parseRetryAfter(headers['retry-after'], now());
      // Other workers must wait too, not only this job's retry.
      limiter.pushBack(url.host.toLowerCase(), ms).catch(() => {});
      throw new ThrottledError(statusReason(status), ms);
    }
    if (status >= 500) throw new RetryableError(statusReason(status));
    throw new NonRetryableError(statusReason(status));
  }

  function finish(
    requested: string,
    finalUrl: string,
    status: number,
    contentType: string,
    html: string,
    headers: Record<string, string>,
    via: FetchedPage['via'],
    fo: FetchOptions,
  ): FetchedPage {
    const page: FetchedPage = { url: requested, finalUrl, status, contentType, html, headers, via, fetchedAt: new Date(now()) };
    if (!fo.acceptAny) {
      const $ = parseHtml(html);
      const c = classifyPage(html, finalUrl, $);
      if (c.kind !== 'ok') throw new NonRetryableError(c.reason!);
      // the crawler and the extractor read this tree instead of parsing the page again
      attachDocument(page, $);
    }
    return page;
  }

  async function fetchPage(input: string, fo: FetchOptions = {}): Promise<FetchedPage> {
    const url = canonicalizeUrl(input);
    if (config.FETCH_MODE === 'browser' && !fo.acceptAny && !fo.conditional) {
      const page = await viaBrowser(url, fo);
      if (page) return page;
      logger?.warn?.({ url }, 'FETCH_MODE=browser but Chromium is missing; using plain HTTP');
    }
    // One budget for the whole fetch: HTTP redirects and meta-refresh hops share its deadline
    // and its redirect count.
    const budget = newFetchBudget(config.FETCH_TIMEOUT_MS);
    const hopCheck = beforeHop(fo);
    // the URL this hop asked for: a rendering fallback renders the page a meta refresh led to
    let hopUrl = url;
    let res: RawResponse = await http.get(url, { signal: fo.signal, beforeHop: hopCheck, budget, headers: conditionalHeaders(fo.conditional) });
    let contentType: string;
    let html: string;
    let $: CheerioAPI | undefined;
    for (;;) {
      if (res.status === 304 && fo.conditional) {
        logger?.debug?.({ url, finalUrl: res.finalUrl }, 'not modified');
        return { url, finalUrl: res.finalUrl, status: 304, contentType: '', html: '', headers: res.headers, via: 'http', fetchedAt: new Date(now()), notModified: true };
      }
      checkStatus(res.status, res.headers, new URL(res.finalUrl));
      contentType = res.headers['content-type'] ?? '';
      html = decodeBody(res.body, contentType);
      if (fo.acceptAny) break;
      const looksHtml = contentType ? HTML_TYPES.test(contentType) : /^\s*</.test(html.slice(0, 512));
      if (!looksHtml) throw new NonRetryableError(`Not an HTML page (${contentType.split(';')[0] || 'unknown type'})`);
      $ = parseHtml(html);
      const c = classifyPage(html, res.finalUrl, $);
      // A page with (next to) nothing but a refresh meta is a redirect in a browser: follow it as
      // a hop of this fetch (SSRF guard, robots.txt, politeness, the caller's refuseHop), and
      // like an HTTP redirect it may lead to another site. A page with content keeps it.
      const refresh = isRedirectStub(c) ? metaRefreshUrl($, res.finalUrl) : null;
      if (refresh) {
        spendRedirect(budget);
        hopUrl = refresh;
        res = await http.get(refresh, { signal: fo.signal, beforeHop: hopCheck, budget });
        continue;
      }
      if (c.kind === 'js-shell' || c.kind === 'challenge') {
        const rendered = await renderOnce(hopUrl, c.kind, fo);
        if (rendered) return rendered;
      }
      if (c.kind !== 'ok') throw new NonRetryableError(c.reason!);
      break;
    }
    logger?.debug?.({ url, finalUrl: res.finalUrl, status: res.status, bytes: res.body.length }, 'fetched');
    const page: FetchedPage = { url, finalUrl: res.finalUrl, status: res.status, contentType, html, headers: res.headers, via: 'http', fetchedAt: new Date(now()) };
    // the crawler and the extractor read this tree instead of parsing the page again
    if ($) attachDocument(page, $);
    return page;
  }

  /** One rendering attempt: the browser for shells, ScrapingBee for shells and challenges. */
  async function renderOnce(url: string, kind: 'js-shell' | 'challenge', fo: FetchOptions): Promise<FetchedPage | null> {
    try {
      return (kind === 'js-shell' ? await viaBrowser(url, fo) : null) ?? (await viaScrapingBee(url, fo));
    } catch (err) {
      if (fo.signal?.aborted) throw err;
      logger?.warn?.({ url, err: (err as Error).message }, 'rendering fallback failed');
      if (err instanceof CrawlError && !(err instanceof NonRetryableError)) throw err;
      return null;
    }
  }

  return {
    fetchPage,
    async sitemapsFor(url: string, signal?: AbortSignal) {
      const origin = new URL(url).origin;
      const rules = await robots.forOrigin(origin, { signal, beforeHop: robotsSlot(signal) });
      return rules.sitemaps;
    },
    async close() {
      await Promise.all([http.close(), browser?.close()]);
    },
  };
}
