/**
 * The registration-time half of the webhook SSRF rule (decision 230): what can be known without
 * DNS. IP literals must be public unicast, names must not be internal, and the port must be 80 or
 * 443, as for crawling. The workers' SSRF guard (apps/worker/src/fetch/ssrf.ts) checks the URL
 * again and every resolved address at connect time, on each delivery: a name that resolves to a
 * private address later is refused there.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

const INTERNAL_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

/** `host` / `host:port` entries exempt from the check (WEBHOOK_ALLOW_PRIVATE_HOSTS), as the workers read them. */
function allowListed(url: URL, allow: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const set = new Set(allow.map((e) => e.trim().toLowerCase()));
  if (url.port) return set.has(`${host}:${url.port}`);
  return set.has(host) || set.has(`${host}:${url.protocol === 'https:' ? 443 : 80}`);
}

/** Null when the URL may be registered, else the reason an admin reads. The URL already passed the contract's webhookUrl. */
export function webhookUrlRefusal(value: string, allow: readonly string[]): string | null {
  const url = new URL(value);
  if (allowListed(url, allow)) return null;
  if (url.port) return `URL port ${url.port} is not allowed: webhooks go to ports 80 and 443 only`;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (net.isIP(host)) {
    const ip = ipaddr.process(host);
    return ip.range() === 'unicast' ? null : 'URL is a private or reserved address: webhooks go to public addresses only';
  }
  if (INTERNAL_NAMES.has(host) || host.endsWith('.localhost') || host.endsWith('.internal') || !host.includes('.')) {
    return 'URL is an internal host name: webhooks go to public addresses only';
  }
  if (/^[0-9.]+$/.test(host) || /^0x[0-9a-f]+$/i.test(host)) return 'URL is not a valid public address';
  return null;
}
