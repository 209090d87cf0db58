/**
 * Shared pieces of the fault suite: a synthetic hotel web (many small hotel sites on one
 * loopback server, path-prefixed `/h/<n>/`), and worker processes (`node src/main.ts`) started
 * against a test database and Redis prefix, so faults hit the real process, not a model of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { listen, type RunningServer } from '../fixtures/fixture-server.ts';

export const WORKER_DIR = fileURLToPath(new URL('../..', import.meta.url));

const AMENITIES = [
  'Free WiFi',
  'Outdoor swimming pool',
  'Fitness centre',
  'Free parking',
  'Airport shuttle',
  'Restaurant and bar',
  '24-hour front desk',
  'Spa and wellness centre',
];

function homepage(n: number): string {
  const name = `Synthetic Harbour Hotel ${n}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name,
    description: `${name} is a family-run hotel on the quay, a short walk from the old town and the ferry terminal.`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${n} Quay Street`,
      addressLocality: 'Portville',
      postalCode: '12345',
      addressCountry: 'US',
    },
    telephone: '+1 555 0100',
    amenityFeature: AMENITIES.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a, value: true })),
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} | Portville</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><header><nav><ul><li><a href="/h/${n}/">Home</a></li><li><a href="/h/${n}/amenities">Amenities</a></li></ul></nav></header>
<main><h1>${name}</h1>
<p>${name} is a family-run hotel on the quay, a short walk from the old town and the ferry terminal. All 42 rooms have sea views.</p>
<h2>Getting here</h2><p>The central railway station is 10 minutes away on foot; the airport shuttle stops in front of the hotel every hour.</p>
<h2>Nearby</h2><p>The Maritime Museum and the lighthouse are within 5 minutes' walk.</p>
</main><footer>${name}, ${n} Quay Street, Portville 12345. Tel +1 555 0100</footer></body></html>`;
}

function amenitiesPage(n: number): string {
  const name = `Synthetic Harbour Hotel ${n}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Amenities | ${name}</title></head>
<body><header><nav><ul><li><a href="/h/${n}/">Home</a></li></ul></nav></header>
<main><h1>Amenities and services</h1><ul>${AMENITIES.map((a) => `<li>${a}</li>`).join('')}</ul>
<p>Breakfast is served daily from 7 to 10 am in the harbour-view restaurant.</p></main>
<footer>${name}, ${n} Quay Street, Portville 12345</footer></body></html>`;
}

export interface SyntheticHotelWeb extends RunningServer {
  /** Homepage URL of hotel n. */
  hotelUrl(n: number): string;
  /** Host:port for SCRAPER_ALLOW_PRIVATE_HOSTS. */
  allow: string;
}

/**
 * Every hotel is its own site under `/h/<n>/` (homepage + amenities page). Each answer waits
 * `latencyMs`, so a worker always has jobs in hand when a fault strikes.
 */
export async function startSyntheticHotels(latencyMs = 150): Promise<SyntheticHotelWeb> {
  const server = await listen((req, res) => {
    const url = req.url ?? '/';
    if (url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const m = /^\/h\/(\d+)\/(amenities)?$/.exec(url);
    if (!m) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const n = Number(m[1]);
    setTimeout(() => {
      if (res.destroyed) return;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(m[2] ? amenitiesPage(n) : homepage(n));
    }, latencyMs);
  });
  return { ...server, hotelUrl: (n) => `${server.url}/h/${n}/`, allow: `127.0.0.1:${server.port}` };
}

export interface WorkerProcess {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts `node src/main.ts` with the given environment on top of the test defaults. */
export function startWorkerProcess(label: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: WORKER_DIR,
    env: {
      ...process.env,
      HOST_MIN_DELAY_MS: '0',
      HOST_CONCURRENCY: '32',
      WORKER_CONCURRENCY: '4',
      CRAWL_MAX_PAGES: '1',
      ANTHROPIC_API_KEY: '',
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer): void => {
    out += d.toString();
    // Only the tail matters when something goes wrong; a long run must not grow this unbounded.
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (): void => {
      if (out.includes('worker ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited early (${code}): ${out.slice(-4000)}`)));
  });
  return { child, ready, exited, output: () => out };
}

export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
  everyMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
