/**
 * POSTs a delivery through the crawler's SSRF guard (fetch/ssrf.ts): the URL is checked before a
 * socket opens and every resolved address at connect time, so a receiver's name that resolves to
 * a private address is refused on each delivery. Redirects are not followed (a 3xx is a failed
 * attempt), one deadline covers the whole request, and at most 1 KiB of the answer is read.
 */
import { Agent, request } from 'undici';
import { checkUrl, createGuardedLookup, findSsrfError, parseAllowList, systemResolver, type Resolver } from '../fetch/ssrf.ts';

/** Enough of a receiver's answer to show why it refused; the rest is never downloaded. */
export const MAX_ANSWER_BYTES = 1024;

export interface WebhookAnswer {
  status: number;
  /** The start of the body, as text (untrusted: shown as text only). */
  excerpt: string;
}

export interface WebhookSender {
  /** Throws SsrfBlockedError when the address is refused, another Error when no answer came. */
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookAnswer>;
  close(): Promise<void>;
}

export interface WebhookSenderOptions {
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: host or host:port entries exempt from the address checks. */
  allowPrivateHosts: readonly string[];
  timeoutMs: number;
  userAgent: string;
  resolver?: Resolver;
}

async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    total += chunk.length;
    if (total >= MAX_ANSWER_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8').replace(/\s+/g, ' ').trim();
}

export function createWebhookSender(opts: WebhookSenderOptions): WebhookSender {
  const allow = parseAllowList(opts.allowPrivateHosts);
  const common = { headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs, connect: { timeout: opts.timeoutMs } };
  const guarded = new Agent({ ...common, connect: { ...common.connect, lookup: createGuardedLookup(opts.resolver ?? systemResolver) } });
  // Only for allow-listed hosts, which skip the private-address check by design.
  const plain = new Agent(common);

  return {
    async post(url, body, headers) {
      const checked = checkUrl(url, allow);
      try {
        const res = await request(checked.url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'user-agent': opts.userAgent, ...headers },
          dispatcher: checked.allowListed ? plain : guarded,
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        return { status: res.statusCode, excerpt: await readExcerpt(res.body) };
      } catch (err) {
        const blocked = findSsrfError(err);
        if (blocked) throw blocked;
        if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError') {
          throw new Error(`No answer within ${Math.round(opts.timeoutMs / 1000)} s`, { cause: err });
        }
        const e = err as { code?: string; message?: string; cause?: { code?: string } };
        const code = e.code ?? e.cause?.code;
        throw new Error(code === 'ECONNREFUSED' ? 'Connection refused' : code === 'ENOTFOUND' ? 'Host not found (DNS lookup failed)' : `Network error: ${e.message ?? String(err)}`.slice(0, 300), { cause: err });
      }
    },
    async close() {
      await Promise.all([guarded.close(), plain.close()]);
    },
  };
}
