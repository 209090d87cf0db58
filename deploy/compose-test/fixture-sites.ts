/**
 * The fixture hotel web for the compose test (run.sh): the worker's fixture sites
 * (apps/worker/test/fixtures/sites/<slug>: site.json + pages), each on its own port of one
 * address of this host that the containers reach (the compose network's gateway), with a delay
 * per page so a run lasts long enough to kill a worker in the middle of it.
 *
 *   node deploy/compose-test/fixture-sites.ts --bind 10.89.0.1 --name host.containers.internal \
 *     --count 20 --delay-ms 1500 --out <dir>
 *
 * Writes <dir>/hotels.csv (hotel_id,url as the containers see them) and
 * <dir>/allow-list.txt (host:port of every site, for SCRAPER_ALLOW_PRIVATE_HOSTS), prints
 * "fixture sites ready", and serves until SIGTERM.
 */
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface SiteJson {
  entryPath?: string;
  pages: { path: string; file: string; aliases?: string[] }[];
}

const { values } = parseArgs({
  options: {
    bind: { type: 'string' },
    name: { type: 'string' },
    count: { type: 'string', default: '20' },
    'delay-ms': { type: 'string', default: '0' },
    out: { type: 'string' },
  },
});
if (!values.bind || !values.name || !values.out) throw new Error('usage: --bind ADDRESS --name HOST --out DIR [--count N] [--delay-ms MS]');
const bind = values.bind;
const hostName = values.name;
const out = values.out;
const delayMs = Number(values['delay-ms']);

const root = path.resolve(import.meta.dirname, '../../apps/worker/test/fixtures/sites');
const slugs = readdirSync(root)
  .filter((d) => existsSync(path.join(root, d, 'site.json')))
  .sort()
  .slice(0, Number(values.count));

const normalise = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function serve(dir: string, site: SiteJson): Promise<http.Server> {
  const routes = new Map<string, string>();
  for (const page of site.pages) for (const p of [page.path, ...(page.aliases ?? [])]) routes.set(normalise(p), path.join(dir, page.file));
  const server = http.createServer((req, res) => {
    const file = routes.get(normalise(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const body = readFileSync(file);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    }, delayMs);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, bind, () => resolve(server));
  });
}

const servers: http.Server[] = [];
const rows: string[] = [];
const allow: string[] = [];
for (const slug of slugs) {
  const dir = path.join(root, slug);
  const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as SiteJson;
  const server = await serve(dir, site);
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  rows.push(`CT-${slug},http://${hostName}:${port}${site.entryPath ?? '/'}`);
  allow.push(`${hostName}:${port}`);
}
writeFileSync(path.join(out, 'hotels.csv'), `hotel_id,url\n${rows.join('\n')}\n`);
writeFileSync(path.join(out, 'allow-list.txt'), `${allow.join(',')}\n`);
appendFileSync(path.join(out, 'fixture-sites.log'), `${slugs.length} sites on ${bind}, ${delayMs} ms per page\n`);
console.log('fixture sites ready');

process.on('SIGTERM', () => {
  for (const s of servers) s.close();
  process.exit(0);
});
