/**
 * SSRF guard. Two layers, because a check on the URL alone is defeated by DNS rebinding:
 *  1. `checkUrl` (pure): scheme, credentials, port, hostname blocklist and IP-literal ranges.
 *  2. `createGuardedLookup`: the `lookup` handed to net.connect, so the address we validate is
 *     exactly the address the socket connects to.
 * Allow-listed `host` / `host:port` entries (SCRAPER_ALLOW_PRIVATE_HOSTS) skip the address
 * checks; they exist for local fixture sites only.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { SsrfBlockedError } from '../errors.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves every address of a hostname (replaceable in tests to simulate DNS rebinding). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const all = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

const BLOCKED_HOSTNAMES = new Set(['localhost', 'metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data']);
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/** Strips IPv6 brackets so 'http://[::1]/' yields '::1'. */
export function bareHostname(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function blocked(address: string, what = 'is private or reserved'): string {
  return `Blocked: address ${address} ${what}`;
}

/** The refusals staff read: what happened, in plain words, without the address itself. */
export const PUBLIC_REASONS = {
  privateNetwork: 'Blocked: this address is on a private network and cannot be fetched',
  metadata: 'Blocked: this address is a cloud metadata service and cannot be fetched',
  notPublic: 'Blocked: this is not a public web address and cannot be fetched',
  invalidUrl: 'Blocked: this is not a valid web address',
  scheme: 'Blocked: only http and https addresses can be fetched',
  credentials: 'Blocked: URLs with credentials are not allowed',
  noHost: 'Blocked: URL has no host',
} as const;

/** A refusal of an address: the plain reason for staff, the address check's detail for the log. */
function addressRefusal(detail: string): SsrfBlockedError {
  const reason = /cloud metadata/.test(detail)
    ? PUBLIC_REASONS.metadata
    : /not a valid IP address/.test(detail)
      ? PUBLIC_REASONS.notPublic
      : PUBLIC_REASONS.privateNetwork;
  return new SsrfBlockedError(reason, detail);
}

/**
 * Why an IP address must not be contacted (for the log: it names the address), or null when it
 * is a public unicast address.
 * IPv6 must be global unicast (2000::/3); addresses that embed an IPv4 (mapped, compatible,
 * 6to4, NAT64) are judged by the embedded IPv4; Teredo is refused outright.
 */
export function addressBlockReason(address: string): string | null {
  const raw = bareHostname(address).replace(/%.*$/, '');
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(raw);
  } catch {
    return `Blocked: ${address} is not a valid IP address`;
  }
  const text = ip.toString();
  if (METADATA_ADDRESSES.has(text)) return blocked(address, 'is a cloud metadata endpoint');
  if (ip.kind() === 'ipv4') {
    return ip.range() === 'unicast' ? null : blocked(address);
  }
  const v6 = ip as ipaddr.IPv6;
  const parts = v6.parts;
  const range = v6.range();
  if (range === 'ipv4Mapped' || parts.slice(0, 6).every((p) => p === 0)) {
    // ::ffff:a.b.c.d and the deprecated IPv4-compatible ::a.b.c.d (incl. :: and ::1).
    if (parts.slice(0, 6).every((p) => p === 0) && parts[6] === 0) return blocked(address);
    const v4 = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    return addressBlockReason(v4.toString()) ? blocked(address, `embeds ${v4.toString()}, which is private or reserved`) : null;
  }
  if (range === '6to4') {
    const v4 = ipaddr.fromByteArray(v6.toByteArray().slice(2, 6));
    return addressBlockReason(v4.toString()) ? blocked(address, `embeds ${v4.toString()}, which is private or reserved`) : null;
  }
  if (range === 'rfc6052') {
    const v4 = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    return addressBlockReason(v4.toString()) ? blocked(address, `embeds ${v4.toString()}, which is private or reserved`) : null;
  }
  if (range === 'teredo') return blocked(address, 'is a Teredo tunnel address');
  const globalUnicast = (parts[0]! & 0xe000) === 0x2000;
  if (range !== 'unicast' || !globalUnicast) return blocked(address);
  return null;
}

export function parseAllowList(entries: readonly string[]): Set<string> {
  return new Set(entries.map((e) => e.trim().toLowerCase()).filter(Boolean));
}

/** True when the URL's host (or host:port) is exempt from the private-address check. */
export function isAllowListed(url: URL, allow: ReadonlySet<string>): boolean {
  if (allow.size === 0) return false;
  const host = url.hostname.toLowerCase();
  if (url.port) return allow.has(`${host}:${url.port}`);
  return allow.has(host) || allow.has(`${host}:${url.protocol === 'https:' ? 443 : 80}`);
}

export interface UrlCheck {
  url: URL;
  /** Exempt from address checks: connect without the guarded lookup. */
  allowListed: boolean;
}

/**
 * Checks everything about a URL that can be known without DNS. Throws SsrfBlockedError.
 * Host names (not IP literals) still have to pass the guarded lookup when connecting.
 */
export function checkUrl(input: string | URL, allow: ReadonlySet<string> = new Set()): UrlCheck {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : new URL(input.href);
  } catch {
    throw new SsrfBlockedError(PUBLIC_REASONS.invalidUrl, `Blocked: '${String(input).slice(0, 200)}' is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SsrfBlockedError(PUBLIC_REASONS.scheme, `Blocked: scheme ${url.protocol} is not allowed (only http and https)`);
  }
  if (url.username || url.password) {
    throw new SsrfBlockedError(PUBLIC_REASONS.credentials);
  }
  const allowListed = isAllowListed(url, allow);
  if (allowListed) return { url, allowListed };
  if (url.port) {
    throw new SsrfBlockedError(`Blocked: port ${url.port} is not allowed (only 80 and 443)`);
  }
  const host = bareHostname(url.hostname.toLowerCase()).replace(/\.$/, '');
  if (!host) throw new SsrfBlockedError(PUBLIC_REASONS.noHost);
  if (net.isIP(host)) {
    const reason = addressBlockReason(host);
    if (reason) throw addressRefusal(reason);
    return { url, allowListed };
  }
  if (BLOCKED_HOSTNAMES.has(host) || host.endsWith('.localhost') || host.endsWith('.internal')) {
    const reason = host.startsWith('metadata') || host === 'instance-data' ? PUBLIC_REASONS.metadata : PUBLIC_REASONS.privateNetwork;
    throw new SsrfBlockedError(reason, `Blocked: host ${host} is internal`);
  }
  // Odd IPv4 forms WHATWG URL did not normalize (it normalizes decimal, hex, octal and short forms).
  if (/^[0-9.]+$/.test(host) || /^0x[0-9a-f]+$/i.test(host)) {
    throw new SsrfBlockedError(PUBLIC_REASONS.notPublic, `Blocked: host ${host} is not a valid public address`);
  }
  return { url, allowListed };
}

/** Resolves a hostname and returns only when every address is public (throws otherwise). */
export async function resolveSafely(hostname: string, resolver: Resolver): Promise<ResolvedAddress[]> {
  const host = bareHostname(hostname);
  if (net.isIP(host)) {
    const reason = addressBlockReason(host);
    if (reason) throw addressRefusal(reason);
    return [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(host);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'ENOTFOUND';
    throw Object.assign(new Error(`DNS lookup failed for ${host} (${code})`), { code });
  }
  if (addresses.length === 0) throw Object.assign(new Error(`DNS lookup failed for ${host}`), { code: 'ENOTFOUND' });
  for (const a of addresses) {
    const reason = addressBlockReason(a.address);
    if (reason) throw addressRefusal(`${reason} (${host} resolved to it)`);
  }
  return addresses;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A dns.lookup-compatible function for net/tls.connect: resolves, validates every address and
 * hands the socket only validated addresses, so a second (rebinding) DNS answer is never used.
 */
export function createGuardedLookup(resolver: Resolver = systemResolver) {
  return function guardedLookup(hostname: string, options: unknown, callback?: LookupCallback): void {
    const cb = (typeof options === 'function' ? options : callback) as LookupCallback;
    const opts = (typeof options === 'object' && options !== null ? options : {}) as { all?: boolean; family?: number };
    resolveSafely(hostname, resolver).then(
      (addresses) => {
        const wanted = opts.family === 4 || opts.family === 6 ? addresses.filter((a) => a.family === opts.family) : addresses;
        const list = wanted.length > 0 ? wanted : addresses;
        if (opts.all) cb(null, list.map((a) => ({ address: a.address, family: a.family })));
        else cb(null, list[0]!.address, list[0]!.family);
      },
      (err: NodeJS.ErrnoException) => cb(err, '', 4),
    );
  };
}

/** Finds an SsrfBlockedError anywhere in an error's cause chain (undici wraps connect errors). */
export function findSsrfError(err: unknown): SsrfBlockedError | null {
  let e: unknown = err;
  for (let i = 0; i < 6 && e; i++) {
    if (e instanceof SsrfBlockedError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
