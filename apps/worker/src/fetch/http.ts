/**
 * One guarded HTTP GET with manual redirects. Every hop is checked by the SSRF guard before a
 * socket opens, and the socket itself resolves through the guarded lookup (no DNS rebinding).
 * Limits: connect timeout per connection, one deadline for the whole fetch (every hop's headers
 * and body, redirects included), body size.
 */
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Transform, type Readable } from 'node:stream';
import { Agent, request } from 'undici';
import type { WorkerConfig } from '../config.ts';
import { CrawlError, NonRetryableError, RetryableError } from '../errors.ts';
import { checkUrl, createGuardedLookup, findSsrfError, parseAllowList, systemResolver, type Resolver } from './ssrf.ts';

export const MAX_REDIRECTS = 10;

export interface RawResponse {
  url: string;
  finalUrl: string;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Decompressed body bytes (not yet charset-decoded). */
  body: Buffer;
  /** The body was cut at maxBytes (only with `truncate`). */
  truncated?: boolean;
}

/**
 * What one fetch may still spend, however many hops it takes: FETCH_TIMEOUT_MS of server time and
 * MAX_REDIRECTS redirects. The fetcher passes one budget to every request of a fetch (a
 * meta-refresh hop is a redirect too), so ten slow redirects cannot take ten timeouts.
 */
export interface FetchBudget {
  msLeft: number;
  redirectsLeft: number;
}

export function newFetchBudget(timeoutMs: number): FetchBudget {
  return { msLeft: timeoutMs, redirectsLeft: MAX_REDIRECTS };
}

/** Counts one redirect (HTTP or meta refresh) against the fetch's budget; throws past MAX_REDIRECTS. */
export function spendRedirect(budget: FetchBudget): void {
  if (budget.redirectsLeft <= 0) throw new NonRetryableError(`Too many redirects (more than ${MAX_REDIRECTS})`);
  budget.redirectsLeft--;
}

export interface HttpGetOptions {
  signal?: AbortSignal;
  /** Called before each hop's request; returns a release called once that hop's body is read. */
  beforeHop?: (url: URL) => Promise<() => void>;
  headers?: Record<string, string>;
  /** Bytes limit override (sitemaps use a smaller one). */
  maxBytes?: number;
  /** Keep the first maxBytes of a larger body instead of failing (robots.txt: RFC 9309 §2.5). */
  truncate?: boolean;
  /** Shared with the other requests of the same fetch; a fresh one (FETCH_TIMEOUT_MS) when absent. */
  budget?: FetchBudget;
}

export interface HttpClient {
  get(url: string, opts?: HttpGetOptions): Promise<RawResponse>;
  close(): Promise<void>;
}

export interface HttpClientDeps {
  config: Pick<WorkerConfig, 'SCRAPER_ALLOW_PRIVATE_HOSTS' | 'FETCH_TIMEOUT_MS' | 'CONNECT_TIMEOUT_MS' | 'MAX_BODY_BYTES' | 'USER_AGENT'>;
  /** Replaceable DNS (tests simulate rebinding); the guard still validates what it returns. */
  resolver?: Resolver;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/**
 * Deflate as servers really send it: RFC 9110 says zlib-wrapped, some send raw deflate. The
 * first two bytes tell (a zlib header is CM=8 with a checksum that makes CMF·256+FLG a multiple
 * of 31); the right inflater is chosen once they have arrived.
 */
function createDeflateDecoder(): Transform {
  let inner: zlib.Inflate | zlib.InflateRaw | null = null;
  let head = Buffer.alloc(0);
  const out = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (inner) return void (inner.write(chunk) ? done() : inner.once('drain', done));
      head = Buffer.concat([head, chunk]);
      if (head.length < 2) return void done();
      const zlibWrapped = (head[0]! & 0x0f) === 8 && ((head[0]! << 8) | head[1]!) % 31 === 0;
      inner = zlibWrapped ? zlib.createInflate() : zlib.createInflateRaw();
      inner.on('data', (d: Buffer) => out.push(d));
      inner.on('error', (err) => out.destroy(err));
      inner.write(head, () => done());
    },
    flush(done) {
      if (!inner) return void done(head.length ? new Error('Truncated deflate body') : null);
      inner.once('end', () => done());
      inner.end();
    },
  });
  return out;
}

/**
 * The decoders of a Content-Encoding list, in the order to apply them: the last coding named was
 * applied last, so it is undone first ("gzip, br" is brotli over gzip). 'identity' is a no-op;
 * a coding we did not offer cannot be read, and saying so beats parsing compressed bytes as HTML.
 */
export function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
  return codings.reverse().map((c) => {
    if (c === 'gzip' || c === 'x-gzip') return zlib.createGunzip();
    if (c === 'br') return zlib.createBrotliDecompress();
    if (c === 'deflate') return createDeflateDecoder();
    throw new NonRetryableError(`Unsupported Content-Encoding: ${c}`);
  });
}

class BodyTooLarge extends Error {}
/** Stops the pipeline once a truncated body has its bytes; never leaves readBody. */
class BodyCut extends Error {}

async function readBody(body: Readable, encoding: string | undefined, maxBytes: number, truncate: boolean): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let total = 0;
  const sink = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      if (total + chunk.length > maxBytes) {
        if (!truncate) throw new BodyTooLarge();
        chunks.push(chunk.subarray(0, maxBytes - total));
        // throwing destroys the response stream, so the rest is never downloaded
        throw new BodyCut();
      }
      total += chunk.length;
      chunks.push(chunk);
    }
  };
  let decoders: Transform[];
  try {
    decoders = decodersFor(encoding);
  } catch (err) {
    // Closing the socket aborts the body stream, which then errors; nobody is reading it.
    body.on('error', () => {});
    body.destroy();
    throw err;
  }
  try {
    await (pipeline as (...streams: unknown[]) => Promise<void>)(body, ...decoders, sink);
  } catch (err) {
    if (err instanceof BodyCut) return { bytes: Buffer.concat(chunks), truncated: true };
    throw err;
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

function timedOutReason(timeoutMs: number): string {
  return `Timed out after ${Math.round(timeoutMs / 1000)} s`;
}

/** Maps low-level failures to what happens next (retry or not), with a readable reason. */
export function toCrawlError(err: unknown, timedOut: boolean, timeoutMs: number): CrawlError {
  if (err instanceof CrawlError) return err;
  const ssrf = findSsrfError(err);
  if (ssrf) return ssrf;
  if (timedOut) return new RetryableError(timedOutReason(timeoutMs), { cause: err });
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code ?? '';
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new RetryableError('Connection timed out', { cause: err });
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return new RetryableError('Timed out waiting for the server', { cause: err });
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return new RetryableError('Connection reset by the server', { cause: err });
    case 'ECONNREFUSED':
      return new RetryableError('Connection refused', { cause: err });
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new RetryableError(`Network error (${code})`, { cause: err });
    case 'ENOTFOUND':
      return new NonRetryableError('Host not found (DNS lookup failed)', { cause: err });
    case 'Z_DATA_ERROR':
    case 'ERR_PADDING_1':
    case 'Z_BUF_ERROR':
      return new NonRetryableError('Response body could not be decompressed', { cause: err });
  }
  if (/certificate|self[- ]signed|SSL|TLS/i.test(`${code} ${e?.message ?? ''}`)) {
    return new NonRetryableError('TLS certificate error', { cause: err });
  }
  return new RetryableError(`Network error: ${e?.message ?? String(err)}`.slice(0, 300), { cause: err });
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { config } = deps;
  const allow = parseAllowList(config.SCRAPER_ALLOW_PRIVATE_HOSTS);
  const connect = { timeout: config.CONNECT_TIMEOUT_MS };
  const common = { headersTimeout: config.FETCH_TIMEOUT_MS, bodyTimeout: config.FETCH_TIMEOUT_MS, connections: 16 };
  const guarded = new Agent({ ...common, connect: { ...connect, lookup: createGuardedLookup(deps.resolver ?? systemResolver) } });
  // Only for allow-listed fixture hosts, which skip the private-address check by design.
  const plain = new Agent({ ...common, connect });

  async function get(startUrl: string, opts: HttpGetOptions = {}): Promise<RawResponse> {
    const maxBytes = opts.maxBytes ?? config.MAX_BODY_BYTES;
    const budget = opts.budget ?? newFetchBudget(config.FETCH_TIMEOUT_MS);
    let current = checkUrl(startUrl, allow);
    for (;;) {
      // Waiting for a politeness slot (Crawl-delay, Retry-After) is not server time, so the clock
      // stops between hops: the budget counts only time spent on requests, from each slot grant to
      // the end of that hop's body. A wall-clock deadline would let a 2 s Crawl-delay on a redirect
      // chain time out a fast site; the waits themselves are bounded by the politeness limits.
      const release = opts.beforeHop ? await opts.beforeHop(current.url) : () => {};
      if (budget.msLeft <= 0) {
        release();
        throw new RetryableError(timedOutReason(config.FETCH_TIMEOUT_MS));
      }
      const hopStarted = performance.now();
      const deadline = AbortSignal.timeout(Math.ceil(budget.msLeft));
      const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
      try {
        signal.throwIfAborted();
        const res = await request(current.url, {
          method: 'GET',
          dispatcher: current.allowListed ? plain : guarded,
          signal,
          headers: {
            'user-agent': config.USER_AGENT,
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en;q=1.0, *;q=0.5',
            ...opts.headers,
          },
        });
        const headers = flattenHeaders(res.headers as Record<string, string | string[] | undefined>);
        const location = headers['location'];
        if (REDIRECT_STATUSES.has(res.statusCode) && location) {
          await res.body.dump().catch(() => {});
          spendRedirect(budget);
          let next: URL;
          try {
            next = new URL(location, current.url);
          } catch {
            throw new NonRetryableError(`Invalid redirect location '${location.slice(0, 200)}'`);
          }
          current = checkUrl(next, allow);
          continue;
        }
        const declared = Number(headers['content-length']);
        if (!opts.truncate && !headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
          res.body.destroy();
          throw new NonRetryableError(`Page is larger than ${formatMegabytes(maxBytes)}`);
        }
        let body: { bytes: Buffer; truncated: boolean };
        try {
          body = await readBody(res.body, headers['content-encoding'], maxBytes, !!opts.truncate);
        } catch (err) {
          if (err instanceof BodyTooLarge) throw new NonRetryableError(`Page is larger than ${formatMegabytes(maxBytes)}`);
          throw err;
        }
        return {
          url: startUrl,
          finalUrl: current.url.href,
          status: res.statusCode,
          statusText: (res as { statusText?: string }).statusText ?? '',
          headers,
          body: body.bytes,
          ...(body.truncated ? { truncated: true } : {}),
        };
      } catch (err) {
        if (opts.signal?.aborted) throw opts.signal.reason ?? err;
        throw toCrawlError(err, deadline.aborted, config.FETCH_TIMEOUT_MS);
      } finally {
        budget.msLeft -= performance.now() - hopStarted;
        release();
      }
    }
  }

  return {
    get,
    async close() {
      await Promise.all([guarded.close(), plain.close()]);
    },
  };
}
