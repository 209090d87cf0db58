import { existsSync } from 'node:fs';
import type { ProfileFields } from '@hotel/contracts';
import { buildProfile } from '../ai/builtin/index.ts';
import type { SnippetForProfile } from '../ai/types.ts';
import { extractSnippetsFromPages } from '../extract/index.ts';
import { loadCorpus, DEFAULT_CORPUS_DIR, type CorpusProperty } from './corpus.ts';
import { crawlCorpus, type CrawlStats } from './crawl-corpus.ts';
import { corpusFold, FIXTURE_SITES_DIR, FOLDS, type FoldName } from './folds.ts';
import { scoreProperty, summarize, type EvalSummary, type PropertyScore } from './scoring.ts';

export interface PropertyRun {
  slug: string;
  profile: ProfileFields;
  snippets: SnippetForProfile[];
}

/** Extract, then build the profile with the built-in model, exactly as the worker does. */
export function profileProperty(p: CorpusProperty): PropertyRun {
  const extracted = extractSnippetsFromPages(p.pages);
  const snippets: SnippetForProfile[] = extracted.map((s, i) => ({
    id: `s${i + 1}`,
    type: s.type,
    content: s.content,
    sourceUrl: s.sourceUrl,
    pageUrl: s.pageUrl,
    method: s.method,
    section: s.section,
  }));
  return { slug: p.slug, profile: buildProfile(snippets).fields, snippets };
}

export interface FoldProperty extends CorpusProperty {
  fold: FoldName;
  /** The folder the property was read from (the crawl serves it from there). */
  dir: string;
}

/** The labelled properties of the wanted folds: the corpus split by folds.json, and the fixture sites. */
export function loadFolds(opts: { corpusDir?: string; fixturesDir?: string; folds?: readonly FoldName[] } = {}): FoldProperty[] {
  const wanted = new Set(opts.folds ?? FOLDS);
  const corpusDir = opts.corpusDir ?? DEFAULT_CORPUS_DIR;
  const fixturesDir = opts.fixturesDir ?? FIXTURE_SITES_DIR;
  const out: FoldProperty[] = [];
  if (wanted.has('tuning') || wanted.has('check')) {
    for (const p of loadCorpus(corpusDir)) {
      const fold = corpusFold(p.slug);
      if (p.truth && wanted.has(fold)) out.push({ ...p, fold, dir: corpusDir });
    }
  }
  if (wanted.has('fixtures') && existsSync(fixturesDir)) {
    for (const p of loadCorpus(fixturesDir)) if (p.truth) out.push({ ...p, fold: 'fixtures', dir: fixturesDir });
  }
  return out;
}

export interface FoldSummary {
  fold: FoldName;
  summary: EvalSummary;
}

export interface FoldEval {
  mode: 'disk' | 'crawl';
  /** Every scored property of the wanted folds together. */
  summary: EvalSummary;
  /** One summary per wanted fold that has labelled properties, in FOLDS order. */
  folds: FoldSummary[];
  /** Wanted folds without a labelled property. */
  emptyFolds: FoldName[];
  properties: (PropertyScore & { fold: FoldName })[];
  runs: PropertyRun[];
  crawl: CrawlStats[] | null;
}

/**
 * The eval by fold, from disk or (crawl) with each site served on 127.0.0.1 and crawled by the
 * worker first.
 */
export async function evaluateFolds(
  opts: { corpusDir?: string; fixturesDir?: string; folds?: readonly FoldName[]; crawl?: boolean; maxPages?: number; log?: (line: string) => void } = {},
): Promise<FoldEval> {
  const wanted = opts.folds ?? FOLDS;
  let props = loadFolds({ ...opts, folds: wanted });
  let crawl: CrawlStats[] | null = null;
  if (opts.crawl) {
    crawl = [];
    const crawledProps: FoldProperty[] = [];
    for (const dir of [...new Set(props.map((p) => p.dir))]) {
      const inDir = props.filter((p) => p.dir === dir);
      const crawled = await crawlCorpus(dir, inDir, { ...(opts.maxPages !== undefined ? { maxPages: opts.maxPages } : {}), ...(opts.log ? { log: opts.log } : {}) });
      crawledProps.push(...crawled.properties.map((p, i) => ({ ...p, fold: inDir[i]!.fold, dir })));
      crawl.push(...crawled.stats);
    }
    props = crawledProps;
  }
  const runs = props.map(profileProperty);
  const scores = props.map((p, i) => ({ ...scoreProperty(p.slug, runs[i]!.profile, p.truth!), fold: p.fold }));
  const folds: FoldSummary[] = [];
  const emptyFolds: FoldName[] = [];
  for (const fold of FOLDS.filter((f) => wanted.includes(f))) {
    const inFold = scores.filter((s) => s.fold === fold);
    if (inFold.length) folds.push({ fold, summary: summarize(inFold) });
    else emptyFolds.push(fold);
  }
  return { mode: opts.crawl ? 'crawl' : 'disk', summary: summarize(scores), folds, emptyFolds, properties: scores, runs, crawl };
}
