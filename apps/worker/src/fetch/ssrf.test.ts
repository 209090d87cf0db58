import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../config.ts';
import { startEdgeSites, type EdgeSites } from '../../test/fixtures/edge-sites.ts';
import { CrawlError, SsrfBlockedError } from '../errors.ts';
import { createFetcher } from './fetcher.ts';
import { addressBlockReason, checkUrl, createGuardedLookup, parseAllowList, type Resolver } from './ssrf.ts';
import type { Fetcher } from './types.ts';

let canary: net.Server;
let canaryPort = 0;
let canaryConnections = 0;
let sites: EdgeSites;
let fetcher: Fetcher;

beforeAll(async () => {
  canary = net.createServer((s) => {
    canaryConnections++;
    s.destroy();
  });
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  canaryPort = (canary.address() as net.AddressInfo).port;
  sites = await startEdgeSites({ canaryPort });
  // The edge site is allow-listed (it is the redirect source); the canary never is.
  fetcher = createFetcher({
    config: loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: sites.allowList.join(','), HOST_MIN_DELAY_MS: '0', HOST_CONCURRENCY: '8', FETCH_TIMEOUT_MS: '5000' }),
  });
});

afterAll(async () => {
  await fetcher?.close();
  await sites?.close();
  await new Promise((r) => canary.close(r));
});

async function blockedReason(url: string): Promise<string> {
  try {
    await fetcher.fetchPage(url);
  } catch (err) {
    if (err instanceof SsrfBlockedError) return err.reason;
    if (err instanceof CrawlError) throw new Error(`expected SsrfBlockedError for ${url}, got ${err.name}: ${err.reason}`, { cause: err });
    throw err;
  }
  throw new Error(`expected ${url} to be blocked`);
}

// Target the canary's port wherever a port is possible, so a guard failure would be observed.
const matrix = (p: number): string[] => [
  // schemes
  'file:///etc/passwd',
  'ftp://example.com/file',
  'gopher://127.0.0.1:70/_GET',
  'data:text/html,<h1>hi</h1>',
  'javascript:alert(1)',
  // loopback and its notations (WHATWG URL normalizes most to 127.0.0.1)
  `http://127.0.0.1:${p}/`,
  `http://localhost:${p}/`,
  `http://2130706433:${p}/`,
  `http://0x7f000001:${p}/`,
  `http://0177.0.0.1:${p}/`,
  `http://127.1:${p}/`,
  `http://127.0.1:${p}/`,
  `http://[::1]:${p}/`,
  `http://[::ffff:127.0.0.1]:${p}/`,
  `http://[::ffff:7f00:1]:${p}/`,
  'http://127.0.0.1/',
  'http://2130706433/',
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/',
  'http://127.1/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://localhost/',
  'http://foo.localhost/',
  // unspecified / this network
  'http://0.0.0.0/',
  'http://0/',
  `http://0.0.0.0:${p}/`,
  'http://[::]/',
  // private ranges
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://172.16.0.1/',
  'http://172.31.255.1/',
  'http://192.168.1.1/',
  'http://[fd12:3456::1]/',
  // CGNAT, link-local, multicast, broadcast, reserved
  'http://100.64.0.1/',
  'http://169.254.1.1/',
  'http://[fe80::1]/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://240.0.0.1/',
  // cloud metadata
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00:ec2::254]/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata.goog/',
  // IPv6 embedding private IPv4 (6to4, NAT64, Teredo)
  'http://[2002:7f00:1::]/',
  'http://[64:ff9b::a00:1]/',
  'http://[2001::1]/',
  // credentials and user@host confusion
  `http://evil.com@127.0.0.1:${p}/`,
  'http://evil.com@127.0.0.1/',
  `http://127.0.0.1:${p}#@evil.com/`,
  'http://user:pass@example.com/',
  // non-default ports on public hosts
  'http://example.com:8080/',
  'https://example.com:8443/',
  'http://example.com:22/',
];

describe('SSRF matrix', () => {
  it('has at least 40 direct URLs', () => {
    expect(matrix(canaryPort).length).toBeGreaterThanOrEqual(40);
  });

  it('refuses every URL of the matrix with SsrfBlockedError and a readable reason', async () => {
    const failures: string[] = [];
    for (const url of matrix(canaryPort)) {
      try {
        const reason = await blockedReason(url);
        expect(reason).toMatch(/^Blocked: /);
      } catch (err) {
        failures.push(`${url}: ${(err as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses redirects from an allow-listed site to each class of address', async () => {
    const targets = [
      `http://127.0.0.1:${canaryPort}/`,
      `http://localhost:${canaryPort}/`,
      `http://2130706433:${canaryPort}/`,
      `http://[::ffff:127.0.0.1]:${canaryPort}/`,
      `http://evil.com@127.0.0.1:${canaryPort}/`,
      'http://127.0.0.1/',
      'http://0.0.0.0/',
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://metadata.google.internal/',
      'http://[::1]/',
      'file:///etc/passwd',
      'gopher://127.0.0.1/',
    ];
    for (const t of targets) {
      const reason = await blockedReason(`${sites.main.url}/redirect-to?url=${encodeURIComponent(t)}`);
      expect(reason, t).toMatch(/^Blocked: /);
    }
    expect(await blockedReason(`${sites.main.url}/to-metadata`)).toBe('Blocked: this address is a cloud metadata service and cannot be fetched');
    expect(await blockedReason(`${sites.main.url}/to-private`)).toBe('Blocked: this address is on a private network and cannot be fetched');
  });

  it('let the canary listener receive zero connections', () => {
    expect(canaryConnections).toBe(0);
  });
});

describe('checkUrl (pure)', () => {
  it('explains the refusal in plain words, and keeps the address for the log', () => {
    const refusal = (url: string) => {
      try {
        checkUrl(url);
      } catch (err) {
        if (err instanceof SsrfBlockedError) return { reason: err.reason, detail: err.detail };
        throw err;
      }
      throw new Error(`expected ${url} to be refused`);
    };
    expect(refusal('http://127.0.0.1/')).toEqual({ reason: 'Blocked: this address is on a private network and cannot be fetched', detail: 'Blocked: address 127.0.0.1 is private or reserved' });
    expect(refusal('http://[::ffff:a00:1]/')).toEqual({ reason: 'Blocked: this address is on a private network and cannot be fetched', detail: 'Blocked: address ::ffff:a00:1 embeds 10.0.0.1, which is private or reserved' });
    expect(refusal('http://169.254.169.254/')).toEqual({ reason: 'Blocked: this address is a cloud metadata service and cannot be fetched', detail: 'Blocked: address 169.254.169.254 is a cloud metadata endpoint' });
    expect(refusal('ftp://example.com/').reason).toBe('Blocked: only http and https addresses can be fetched');
    expect(refusal('http://u:p@example.com/').reason).toBe('Blocked: URLs with credentials are not allowed');
    expect(refusal('http://example.com:8080/').reason).toBe('Blocked: port 8080 is not allowed (only 80 and 443)');
    expect(refusal('http://metadata.google.internal/')).toEqual({ reason: 'Blocked: this address is a cloud metadata service and cannot be fetched', detail: 'Blocked: host metadata.google.internal is internal' });
    expect(refusal('http://printer.corp.internal/').reason).toBe('Blocked: this address is on a private network and cannot be fetched');
  });

  it('accepts public hosts on default ports, explicit :80 and :443 included', () => {
    expect(checkUrl('https://www.example.com/rooms').allowListed).toBe(false);
    expect(checkUrl('http://example.com:80/').url.port).toBe('');
    expect(checkUrl('https://93.184.216.34/').allowListed).toBe(false);
    expect(checkUrl('http://[2606:4700::1]/').allowListed).toBe(false);
  });

  it('exempts only the exact allow-listed host:port', () => {
    const allow = parseAllowList(['127.0.0.1:4510', 'fixture.local']);
    expect(checkUrl('http://127.0.0.1:4510/', allow).allowListed).toBe(true);
    expect(() => checkUrl('http://127.0.0.1:4511/', allow)).toThrow(SsrfBlockedError);
    expect(() => checkUrl('http://127.0.0.1/', allow)).toThrow(SsrfBlockedError);
    expect(checkUrl('http://fixture.local/', allow).allowListed).toBe(true);
  });

  it('classifies raw odd notations through ipaddr.js as well', () => {
    for (const raw of ['2130706433', '0x7f000001', '0177.0.0.1', '127.1', '127.0.1', '::ffff:7f00:1', '::7f00:1', '0.0.0.0', '::']) {
      expect(addressBlockReason(raw), raw).not.toBeNull();
    }
    for (const ok of ['8.8.8.8', '93.184.216.34', '2606:4700::1', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(addressBlockReason(ok), ok).toBeNull();
    }
  });
});

describe('DNS rebinding', () => {
  /** First answer public, every later answer loopback: the classic rebinding pattern. */
  function rebindingResolver(): Resolver & { calls: number } {
    const r = Object.assign(
      async () => {
        r.calls++;
        return r.calls === 1 ? [{ address: '93.184.216.34', family: 4 as const }] : [{ address: '127.0.0.1', family: 4 as const }];
      },
      { calls: 0 },
    );
    return r;
  }

  function connectWith(lookup: unknown): Promise<'connected' | Error> {
    return new Promise((resolve) => {
      const s = net.connect({ host: 'rebind.test', port: canaryPort, lookup: lookup as net.LookupFunction });
      s.once('connect', () => {
        s.destroy();
        resolve('connected');
      });
      s.once('error', (err) => resolve(err));
    });
  }

  it('validates the address the socket actually connects to', async () => {
    const resolver = rebindingResolver();
    await resolver('rebind.test'); // the "check" answer a URL-only guard would have seen
    const before = canaryConnections;
    const result = await connectWith(createGuardedLookup(resolver));
    expect(result).toBeInstanceOf(SsrfBlockedError);
    expect(result).toMatchObject({ reason: 'Blocked: this address is on a private network and cannot be fetched', detail: 'Blocked: address 127.0.0.1 is private or reserved (rebind.test resolved to it)' });
    expect(canaryConnections).toBe(before);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const result = await connectWith(createGuardedLookup(mixed));
    expect(result).toBeInstanceOf(SsrfBlockedError);
  });

  it('(control) an unguarded lookup with the same answer does reach the canary', async () => {
    const before = canaryConnections;
    const unguarded = (_h: string, opts: { all?: boolean }, cb: (e: null, a: unknown, f?: number) => void) =>
      opts?.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4);
    expect(await connectWith(unguarded)).toBe('connected');
    await new Promise((r) => setTimeout(r, 50));
    expect(canaryConnections).toBe(before + 1);
    canaryConnections = before; // keep the zero-connection assertion about the guard meaningful
  });

  it('blocks through the fetcher when DNS answers a private address', async () => {
    const f = createFetcher({ config: loadWorkerConfig({ HOST_MIN_DELAY_MS: '0' }), resolver: async () => [{ address: '10.1.2.3', family: 4 }] });
    try {
      await expect(f.fetchPage('http://rebind.test/')).rejects.toMatchObject({ name: 'SsrfBlockedError', reason: 'Blocked: this address is on a private network and cannot be fetched' });
    } finally {
      await f.close();
    }
  });
});
