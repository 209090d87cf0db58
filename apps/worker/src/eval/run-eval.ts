import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_MODEL_ID, type ProfileFields } from '@hotel/contracts';
import { DEFAULT_PROMPTS } from '@hotel/db';
import { profileRequestFor } from '../ai/profile-generator/index.ts';
import { createBuiltinGenerator } from '../ai/providers/builtin.ts';
import { DEFAULT_ANTHROPIC_MODEL_ID } from '@hotel/domain';
import { requestTokens } from '../ai/tokens.ts';
import type { Prompts, SnippetForProfile } from '../ai/types.ts';
import { NonRetryableError } from '../errors.ts';
import { silentLogger } from '../logger.ts';
import { runPipeline } from '../pipeline/index.ts';
import { loadCorpus, DEFAULT_CORPUS_DIR, type CorpusProperty, type Truth } from './corpus.ts';
import { addCoverage, coverageOf, type Coverage } from './coverage.ts';
import { crawlCorpus, type CrawlStats } from './crawl-corpus.ts';
import { BLIND_SITES_DIR, blindFold, corpusFold, CORPUS_LABELS_DIR, FIXTURE_SITES_DIR, FOLDS, FOUND_SITES_DIR, foundFold, type FoldName } from './folds.ts';
import { naiveProfileRequest } from './naive-request.ts';
import { scoreProperty, summarize, type EvalSummary, type PropertyScore } from './scoring.ts';

export interface PropertyRun {
  slug: string;
  profile: ProfileFields;
  snippets: SnippetForProfile[];
}

const EMPTY_PROFILE: ProfileFields = { name: null, brandName: null, address: null, situated: null, description: null, amenities: [], transportLinks: [], nearbyAttractions: [] };
const BUILTIN = { id: BUILTIN_MODEL_ID, generator: createBuiltinGenerator(), llm: null };
const PROMPTS = Object.fromEntries(Object.entries(DEFAULT_PROMPTS).map(([k, v]) => [k, { text: v, version: 0 }])) as Prompts;

/** The worker's pipeline (snippets → profile) with the built-in model over the property's pages. */
export async function profileProperty(p: CorpusProperty): Promise<PropertyRun> {
  try {
    const { profile } = await runPipeline({ logger: silentLogger }, { pages: p.pages }, { model: BUILTIN, hotelId: p.slug, prompts: async () => PROMPTS });
    return { slug: p.slug, profile: profile.fields, snippets: profile.snippetsForProfile };
  } catch (err) {
    // a site the worker gets no snippet from fails its hotel; the eval scores it as an empty profile
    if (!(err instanceof NonRetryableError)) throw err;
    return { slug: p.slug, profile: EMPTY_PROFILE, snippets: [] };
  }
}

export interface FoldProperty extends CorpusProperty {
  fold: FoldName;
  /** The folder the property was read from (the crawl serves it from there). */
  dir: string;
}

/**
 * The labelled properties of the wanted folds: the corpus split by folds.json, the corpus
 * properties labelled in this repository (labelled-here), the sites written blind and the fixture sites.
 */
export function loadFolds(opts: { corpusDir?: string; fixturesDir?: string; blindDir?: string; foundDir?: string; labelsDir?: string; folds?: readonly FoldName[] } = {}): FoldProperty[] {
  const wanted = new Set(opts.folds ?? FOLDS);
  const corpusDir = opts.corpusDir ?? DEFAULT_CORPUS_DIR;
  const fixturesDir = opts.fixturesDir ?? FIXTURE_SITES_DIR;
  const labelsDir = opts.labelsDir ?? CORPUS_LABELS_DIR;
  const out: FoldProperty[] = [];
  if (wanted.has('tuning') || wanted.has('check') || wanted.has('labelled-here')) {
    for (const p of loadCorpus(corpusDir)) {
      if (p.truth) {
        const fold = corpusFold(p.slug);
        if (wanted.has(fold)) out.push({ ...p, fold, dir: corpusDir });
        continue;
      }
      // the corpus's own label, once it has one, wins over ours: the property then leaves labelled-here
      const label = join(labelsDir, p.slug, 'truth.json');
      if (wanted.has('labelled-here') && existsSync(label)) out.push({ ...p, truth: JSON.parse(readFileSync(label, 'utf8')) as Truth, fold: 'labelled-here', dir: corpusDir });
    }
  }
  const blindDir = opts.blindDir ?? BLIND_SITES_DIR;
  if ((wanted.has('blind') || wanted.has('blind-check')) && existsSync(blindDir)) {
    for (const p of loadCorpus(blindDir)) {
      const fold = blindFold(p.slug);
      if (p.truth && wanted.has(fold)) out.push({ ...p, fold, dir: blindDir });
    }
  }
  const foundDir = opts.foundDir ?? FOUND_SITES_DIR;
  if ((wanted.has('found') || wanted.has('found-check')) && existsSync(foundDir)) {
    for (const p of loadCorpus(foundDir)) {
      const fold = foundFold(p.slug);
      if (p.truth && wanted.has(fold)) out.push({ ...p, fold, dir: foundDir });
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
  coverage: Coverage;
  /** Input tokens of the profile requests and of the naive requests (with `tokens`). */
  tokens: RequestEconomy | null;
}

export interface RequestEconomy {
  request: number;
  naive: number;
}

export interface PropertyRequest {
  slug: string;
  coverage: Coverage;
  tokens: RequestEconomy | null;
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
  /** What the profile request an LLM would receive carries, per property. */
  requests: PropertyRequest[];
  runs: PropertyRun[];
  crawl: CrawlStats[] | null;
}

/**
 * The eval by fold, from disk or (crawl) with each site served on 127.0.0.1 and crawled by the
 * worker first.
 */
export async function evaluateFolds(
  opts: { corpusDir?: string; fixturesDir?: string; blindDir?: string; foundDir?: string; labelsDir?: string; folds?: readonly FoldName[]; crawl?: boolean; maxPages?: number; log?: (line: string) => void; tokens?: boolean } = {},
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
  const runs: PropertyRun[] = [];
  for (const p of props) runs.push(await profileProperty(p));
  const scores = props.map((p, i) => ({ ...scoreProperty(p.slug, runs[i]!.profile, p.truth!), fold: p.fold }));
  const requests = props.map((p, i) => requestOf(p, runs[i]!, opts.tokens ?? false));
  const folds: FoldSummary[] = [];
  const emptyFolds: FoldName[] = [];
  for (const fold of FOLDS.filter((f) => wanted.includes(f))) {
    const inFold = scores.filter((s) => s.fold === fold);
    const reqs = requests.filter((_r, i) => props[i]!.fold === fold);
    const tokens = opts.tokens ? reqs.reduce((a, r) => ({ request: a.request + r.tokens!.request, naive: a.naive + r.tokens!.naive }), { request: 0, naive: 0 }) : null;
    if (inFold.length) folds.push({ fold, summary: summarize(inFold), coverage: addCoverage(reqs.map((r) => r.coverage)), tokens });
    else emptyFolds.push(fold);
  }
  return { mode: opts.crawl ? 'crawl' : 'disk', summary: summarize(scores), folds, emptyFolds, properties: scores, requests, runs, crawl };
}

/**
 * The profile request an LLM would receive for the property's snippets (the default Anthropic
 * model, the default budget and prompt): which labelled items its data carries, and optionally its
 * tokens next to the naive all-pages-as-markdown request's.
 */
function requestOf(p: FoldProperty, run: PropertyRun, tokens: boolean): PropertyRequest {
  const request = profileRequestFor({ model: DEFAULT_ANTHROPIC_MODEL_ID, hotelId: p.slug, snippets: run.snippets, prompts: PROMPTS });
  // the data is the user text; the system text is the prompt, whose examples ("Free WiFi") are no fact of the hotel
  const coverage = coverageOf(p.slug, p.truth!, run.snippets, request.user);
  if (!tokens) return { slug: p.slug, coverage, tokens: null };
  const naive = naiveProfileRequest(p.slug, p.pages, PROMPTS.profile_generator.text);
  return { slug: p.slug, coverage, tokens: { request: requestTokens(request).total, naive: requestTokens({ ...request, ...naive }).total } };
}
