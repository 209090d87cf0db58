import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBody } from '../fetch/charset.ts';

export interface TruthTransport {
  kind: string;
  name: string;
}

export interface Truth {
  name: string;
  brandName: string | null;
  address: { full: string; street: string; city: string; postalCode: string; country: string };
  situated: string;
  descriptionFacts: string[];
  amenities: string[];
  transportLinks: TruthTransport[];
  nearbyAttractions: string[];
  mustNotContain: string[];
  optional?: { amenities?: string[]; transportLinks?: TruthTransport[]; nearbyAttractions?: string[] };
  alternates?: Record<string, string[]>;
  lang?: string;
}

export interface CorpusPage {
  sourceUrl: string;
  pageUrl: string;
  html: string;
  /** Fetched by the crawl as a translation (PipelinePage.translation). */
  translation?: boolean;
}

export interface CorpusProperty {
  slug: string;
  pages: CorpusPage[];
  truth: Truth | null;
}

interface SiteJson {
  baseUrl: string;
  entryPath: string;
  pages: { path: string; file: string }[];
}

/**
 * Where the shared hotel corpus lives: HOTEL_CORPUS_DIR, else `../shared` beside the repository
 * (how CI lays out a clone).
 */
export function resolveCorpusDir(): string {
  const candidates = [
    process.env.HOTEL_CORPUS_DIR,
    new URL('../../../../../shared/corpus/hotels/', import.meta.url).pathname,
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(dir)) ?? candidates[1]!;
}

export const DEFAULT_CORPUS_DIR = resolveCorpusDir();

/** Read a property's pages straight from disk (bytes decoded as a browser would), no network. */
export function loadProperty(dir: string, slug: string): CorpusProperty {
  const base = join(dir, slug);
  const site = JSON.parse(readFileSync(join(base, 'site.json'), 'utf8')) as SiteJson;
  const pages = site.pages.map((p) => {
    const url = new URL(p.path, site.baseUrl).toString();
    const html = decodeBody(new Uint8Array(readFileSync(join(base, p.file))), 'text/html');
    return { sourceUrl: url, pageUrl: url, html };
  });
  const truthPath = join(base, 'truth.json');
  const truth = existsSync(truthPath) ? (JSON.parse(readFileSync(truthPath, 'utf8')) as Truth) : null;
  return { slug, pages, truth };
}

export function loadCorpus(dir = DEFAULT_CORPUS_DIR): CorpusProperty[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'site.json')))
    .map((d) => loadProperty(dir, d.name))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
