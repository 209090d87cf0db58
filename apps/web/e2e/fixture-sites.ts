/// <reference types="node" />
/**
 * The fixture hotel web for end-to-end runs: every property of the shared corpus
 * (../shared/corpus/hotels/<slug>/site.json) served as its own site on its own 127.0.0.1 port,
 * pages byte for byte at their path and aliases, 404 for everything else — the way the
 * corpus README asks a fixture server to behave.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

interface SiteJson {
  name: string;
  entryPath?: string;
  pages: { path: string; file: string; aliases?: string[] }[];
}

export interface FixtureSite {
  slug: string;
  name: string;
  /** Origin of the local copy, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Where a crawl starts (origin + the corpus entryPath). */
  url: string;
}

export interface FixtureSites {
  sites: FixtureSite[];
  /** host:port of every site, for SCRAPER_ALLOW_PRIVATE_HOSTS. */
  hostPorts: string[];
  bySlug(slug: string): FixtureSite;
  close(): Promise<void>;
}

/**
 * The corpus: HOTEL_CORPUS_DIR (the worker's fixtures read the same variable), else `shared/`
 * beside the repository.
 */
export function corpusDir(repoRoot: string): string {
  const candidates = [process.env.HOTEL_CORPUS_DIR, path.resolve(repoRoot, '../shared/corpus/hotels')];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? path.resolve(repoRoot, '../shared/corpus/hotels');
}

function normalise(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

async function serveSite(dir: string, site: SiteJson): Promise<http.Server> {
  const routes = new Map<string, string>();
  for (const page of site.pages) {
    for (const p of [page.path, ...(page.aliases ?? [])]) routes.set(normalise(p), path.join(dir, page.file));
  }
  const server = http.createServer((req, res) => {
    const pathname = normalise(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = routes.get(pathname);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const body = readFileSync(file);
    // The bytes are untouched; the charset is whatever the page itself declares.
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Starts one local site per corpus property (or only the given slugs). */
export async function startFixtureSites(repoRoot: string, slugs?: string[]): Promise<FixtureSites> {
  const root = corpusDir(repoRoot);
  if (!existsSync(root)) throw new Error(`fixture corpus not found at ${root}; set HOTEL_CORPUS_DIR to the shared/corpus/hotels folder`);
  const wanted = slugs ?? readdirSync(root).filter((d) => existsSync(path.join(root, d, 'site.json')));
  const servers: http.Server[] = [];
  const sites: FixtureSite[] = [];
  for (const slug of wanted.sort()) {
    const dir = path.join(root, slug);
    const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as SiteJson;
    const server = await serveSite(dir, site);
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    sites.push({ slug, name: site.name, origin, url: origin + (site.entryPath ?? '/') });
  }
  return {
    sites,
    hostPorts: sites.map((s) => new URL(s.origin).host),
    bySlug(slug) {
      const found = sites.find((s) => s.slug === slug);
      if (!found) throw new Error(`no fixture site "${slug}"`);
      return found;
    },
    async close() {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
