/**
 * Optional rendering through ScrapingBee (only when SCRAPINGBEE_API_KEY is set). The endpoint is
 * trusted configuration (tests point it at a local server); the target URL still has to pass
 * the SSRF guard first so a page can never make us ask for an internal address.
 */
import { request } from 'undici';
import { NonRetryableError, RetryableError, ThrottledError } from '../errors.ts';

export interface ScrapingBeeClient {
  render(url: string, opts: { timeoutMs: number; signal?: AbortSignal; maxBytes: number }): Promise<{ status: number; body: Buffer; headers: Record<string, string> }>;
}

export function createScrapingBeeClient(deps: { apiKey: string; endpoint: string }): ScrapingBeeClient {
  return {
    async render(url, opts) {
      const endpoint = new URL(deps.endpoint);
      endpoint.searchParams.set('api_key', deps.apiKey);
      endpoint.searchParams.set('url', url);
      endpoint.searchParams.set('render_js', 'true');
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      let res;
      try {
        res = await request(endpoint, { method: 'GET', signal });
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        throw new RetryableError(timeout.aborted ? 'ScrapingBee timed out' : 'ScrapingBee unreachable', { cause: err });
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > opts.maxBytes) {
          res.body.destroy();
          throw new NonRetryableError('Page is larger than the size limit');
        }
        chunks.push(chunk);
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : String(v);
      if (res.statusCode === 429) throw new ThrottledError('ScrapingBee rate limit (HTTP 429)', 30_000);
      if (res.statusCode >= 500) throw new RetryableError(`ScrapingBee error (HTTP ${res.statusCode})`);
      if (res.statusCode === 401) throw new NonRetryableError('ScrapingBee rejected the API key (HTTP 401)');
      // ScrapingBee forwards the target's status in Spb-Initial-Status-Code.
      const status = Number(headers['spb-initial-status-code'] ?? res.statusCode);
      return { status: Number.isFinite(status) ? status : res.statusCode, body: Buffer.concat(chunks), headers };
    },
  };
}
