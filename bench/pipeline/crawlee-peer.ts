/**
 * The peer: Crawlee's CheerioCrawler fetching the same pages as our pipeline (each homepage,
 * then the same-site links it finds — the 5 subpages), parsing every page with cheerio and
 * doing nothing else. Run as its own process so its CPU and RSS are measured like a worker's.
 *
 * Politeness: Crawlee's sameDomainDelaySecs keys on tldts' registrable domain, which is null for
 * IP hosts (so it would silently be off here) and would lump all `*.bench.test` names into one
 * domain. So the peer gets the same rule as our fetcher in a preNavigationHook: at most
 * HOST_CONCURRENCY requests in flight per host and HOST_MIN_DELAY_MS between request starts.
 * Autoscaling is pinned (min = max concurrency) so Crawlee does not back off because other
 * engineers' tests load the CPU.
 *
 * argv: <urls file> <concurrency> <host delay ms> <host concurrency>; prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { CheerioCrawler, Configuration, log, LogLevel } from '@crawlee/cheerio';

const [urlsFile, concArg, delayArg, hostConcArg] = process.argv.slice(2);
const urls = readFileSync(urlsFile!, 'utf8').split('\n').filter(Boolean);
const concurrency = Number(concArg);
const hostDelayMs = Number(delayArg);
const hostConcurrency = Number(hostConcArg);

interface HostState {
  next: number;
  inFlight: number;
}
const hosts = new Map<string, HostState>();
const releases = new Map<string, () => void>();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function acquire(host: string): Promise<() => void> {
  let s = hosts.get(host);
  if (!s) hosts.set(host, (s = { next: 0, inFlight: 0 }));
  for (;;) {
    const now = Date.now();
    if (s.inFlight < hostConcurrency && now >= s.next) {
      s.inFlight++;
      s.next = now + hostDelayMs;
      let done = false;
      const st = s;
      return () => {
        if (done) return;
        done = true;
        st.inFlight--;
      };
    }
    await sleep(Math.max(5, s.next - now));
  }
}
const release = (id: string | undefined): void => {
  if (!id) return;
  releases.get(id)?.();
  releases.delete(id);
};

log.setLevel(LogLevel.ERROR);
const config = new Configuration({ persistStorage: false, purgeOnStart: true });
let pages = 0;
let textChars = 0;
let failed = 0;

const crawler = new CheerioCrawler(
  {
    minConcurrency: concurrency,
    maxConcurrency: concurrency,
    maxRequestRetries: 2,
    respectRobotsTxtFile: true,
    requestHandlerTimeoutSecs: 60,
    preNavigationHooks: [
      async ({ request }) => {
        releases.set(request.id ?? request.uniqueKey, await acquire(new URL(request.url).host));
      },
    ],
    postNavigationHooks: [
      ({ request }) => {
        release(request.id ?? request.uniqueKey);
      },
    ],
    async requestHandler({ $, request, enqueueLinks }) {
      release(request.id ?? request.uniqueKey);
      textChars += $('body').text().length;
      pages++;
      if (request.label !== 'sub') await enqueueLinks({ label: 'sub' });
    },
    errorHandler({ request }) {
      release(request.id ?? request.uniqueKey);
    },
    failedRequestHandler({ request }) {
      release(request.id ?? request.uniqueKey);
      failed++;
    },
  },
  config,
);

const cpu0 = process.cpuUsage();
const t0 = performance.now();
await crawler.run(urls);
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  `${JSON.stringify({ pages, failed, textChars, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, peakRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
process.exit(0);
