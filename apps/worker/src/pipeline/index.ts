import type { ExtractedSnippet } from '@hotel/contracts';
import type { ResolvedModel } from '../ai/registry.ts';
import type { GeneratedProfile, Prompts, SnippetForProfile, Usage } from '../ai/types.ts';
import type { CrawlFn, CrawlOptions, CrawlResult } from '../crawl/types.ts';
import { pageDocument } from '../extract/document.ts';
import { extractSnippetsFromPages } from '../extract/index.ts';
import { NonRetryableError } from '../errors.ts';
import type { FetchedPage, Fetcher } from '../fetch/types.ts';
import type { Logger } from '../logger.ts';
import { runLlmSnippetSteps } from './snippet-steps.ts';

/*
 * The worker's one path from a hotel's site to its profile: crawl → snippets → profile. The
 * scrape-hotel job, `pnpm run profile` and `pnpm eval` all run it; what differs between them is
 * passed in (the fetcher and crawler, the model, the clock, where the pages come from, and what
 * happens to the snippets before the profile is written), never copied.
 */

export const NO_PAGE_REASON = 'no page could be fetched';
export const NO_SNIPPETS_REASON = 'No content could be extracted from this site';

/** 'profile' starts once the snippets are in hand: the empty check, then the profile step. */
export type PipelineStage = 'crawl' | 'snippets' | 'profile';

/** A page as the snippets stage reads it; `fetched` carries the tree the fetcher already parsed. */
export interface PipelinePage {
  sourceUrl: string;
  pageUrl: string;
  html: string;
  fetched?: FetchedPage;
  /**
   * A re-check found this page as the last crawl left it: its stored snippets stand, so it is not
   * extracted again (its `html` may be empty: a 304 carries no body).
   */
  unchanged?: boolean;
  /**
   * Another language's version of a location page whose own-language version gave no directions
   * (the crawl's `translations`): only its directions and nearby places are taken, so its title,
   * prose and amenities in that language do not compete with the hotel's own-language pages.
   */
  translation?: boolean;
}

/** What a translation page may contribute. */
const TRANSLATION_SNIPPET_TYPES = new Set<ExtractedSnippet['type']>(['transport', 'point_of_interest']);

export interface CrawlDeps {
  fetcher: Fetcher;
  crawl: CrawlFn;
}

/** The fetcher and crawler are needed only when the pipeline crawls (not for pages at hand). */
export interface PipelineDeps extends Partial<CrawlDeps> {
  logger: Logger;
  /** Milliseconds on a monotonic clock, to time the model call. */
  now?: () => number;
}

/** Where the pages come from: a crawl from a start URL, or pages already at hand (the eval's disk mode). */
export type PipelineSource = { url: string; maxPages: number; crawl?: Partial<Omit<CrawlOptions, 'fetcher' | 'maxPages'>> } | { pages: PipelinePage[] };

export interface SnippetsStage {
  crawl: CrawlResult | null;
  pages: PipelinePage[];
  snippets: ExtractedSnippet[];
  /** Tokens the optional LLM snippet steps spent. */
  usage: Usage;
}

export interface PipelineOptions<P> {
  /** The model: its LLM client (if any) runs the snippet steps, its generator writes the profile. */
  model: Pick<ResolvedModel, 'id' | 'generator' | 'llm'>;
  hotelId: string;
  /** Read only when the model needs them (an LLM's snippet steps, or the profile step). */
  prompts: () => Promise<Prompts>;
  signal?: AbortSignal;
  /** Told before each stage starts (the job maps a failure to a reason by its stage). */
  onStage?: (stage: PipelineStage) => void;
  /** Told what the crawl fetched, before the snippets stage. */
  onCrawl?: (crawl: CrawlResult) => void;
  /** A re-check's test for a crawled page the last crawl already extracted (same content). */
  unchanged?: (page: FetchedPage) => boolean;
  /**
   * The profile step. Default: the model's generator over the snippets (ids `snippet-N`). The job
   * passes one that stores the snippets first and writes the version in its transaction.
   */
  profile?: (stage: SnippetsStage) => Promise<P>;
}

export const ZERO_USAGE: Usage = { inputTokens: 0, outputTokens: 0, costUsd: 0 };

/** Crawl a hotel's site: the start page plus up to `maxPages` same-site pages. */
export async function crawlPages(deps: CrawlDeps, source: Extract<PipelineSource, { url: string }>, signal?: AbortSignal): Promise<{ crawl: CrawlResult; pages: PipelinePage[] }> {
  const crawl = await deps.crawl(source.url, { ...source.crawl, fetcher: deps.fetcher, maxPages: source.maxPages, ...(signal ? { signal } : {}) });
  if (!crawl.pages.length) throw new NonRetryableError(crawl.failures[0]?.reason ?? NO_PAGE_REASON);
  const translations = new Set(crawl.translations ?? []);
  return {
    crawl,
    pages: crawl.pages.map((p) => ({ sourceUrl: p.url, pageUrl: p.finalUrl, html: p.html, fetched: p, ...(translations.has(p.finalUrl) ? { translation: true } : {}) })),
  };
}

/**
 * Typed snippets of the pages: the extraction rules, then (LLM models only) the LLM snippet steps.
 * Every snippet that leaves here passed the injection filter.
 */
export async function snippetsOfPages(
  pages: PipelinePage[],
  opts: { llm: ResolvedModel['llm']; prompts: () => Promise<Prompts>; logger: Logger; signal?: AbortSignal },
): Promise<{ snippets: ExtractedSnippet[]; usage: Usage }> {
  // the trees the fetcher parsed (extraction prunes them, so they are handed over, not shared)
  const fresh = pages.filter((p) => !p.unchanged);
  const translated = new Set(fresh.filter((p) => p.translation).map((p) => p.pageUrl));
  const snippets = extractSnippetsFromPages(fresh.map((p) => ({ sourceUrl: p.sourceUrl, pageUrl: p.pageUrl, html: p.html, ...(p.fetched ? { document: pageDocument(p.fetched, { consume: true }) } : {}) }))).filter(
    (s) => !translated.has(s.pageUrl) || TRANSLATION_SNIPPET_TYPES.has(s.type),
  );
  if (!opts.llm) return { snippets, usage: ZERO_USAGE };
  const plain = fresh.map((p) => ({ sourceUrl: p.sourceUrl, pageUrl: p.pageUrl, html: p.html }));
  return runLlmSnippetSteps(opts.llm, plain, snippets, await opts.prompts(), opts.logger, opts.signal);
}

/** Snippets as a profile generator reads them, with ids that are stable within one request. */
export function snippetsForProfile(snippets: ExtractedSnippet[], idPrefix = 'snippet-'): SnippetForProfile[] {
  return snippets.map((s, i) => ({ id: `${idPrefix}${i + 1}`, type: s.type, content: s.content, sourceUrl: s.sourceUrl, pageUrl: s.pageUrl, method: s.method, section: s.section }));
}

export interface PipelineResult<P> extends SnippetsStage {
  profile: P;
}

export interface GeneratedWithTiming extends GeneratedProfile {
  durationMs: number;
  snippetsForProfile: SnippetForProfile[];
}

/** crawl → snippets → profile. Throws NonRetryableError when no page or no snippet came out. */
export async function runPipeline<P = GeneratedWithTiming>(deps: PipelineDeps, source: PipelineSource, opts: PipelineOptions<P>): Promise<PipelineResult<P>> {
  opts.onStage?.('crawl');
  let crawled: { crawl: CrawlResult | null; pages: PipelinePage[] };
  if ('pages' in source) crawled = { crawl: null, pages: source.pages };
  else {
    const { fetcher, crawl } = deps;
    if (!fetcher || !crawl) throw new Error('runPipeline: a crawl needs a fetcher and a crawler');
    crawled = await crawlPages({ fetcher, crawl }, source, opts.signal);
    opts.onCrawl?.(crawled.crawl!);
    const { unchanged } = opts;
    if (unchanged) crawled.pages = crawled.pages.map((p) => (p.fetched && unchanged(p.fetched) ? { ...p, unchanged: true } : p));
  }
  opts.onStage?.('snippets');
  const { snippets, usage } = await snippetsOfPages(crawled.pages, { llm: opts.model.llm, prompts: opts.prompts, logger: deps.logger, ...(opts.signal ? { signal: opts.signal } : {}) });
  opts.onStage?.('profile');
  // an unchanged page's snippets are stored already: only a site with nothing at all is empty
  if (!snippets.length && !crawled.pages.some((p) => p.unchanged)) throw new NonRetryableError(NO_SNIPPETS_REASON);
  const stage: SnippetsStage = { ...crawled, snippets, usage };
  const profile = opts.profile ? await opts.profile(stage) : ((await generateFromSnippets(opts.model, snippets, { ...opts, ...(deps.now ? { now: deps.now } : {}) })) as P);
  return { ...stage, profile };
}

/** The default profile step: the model's generator over the snippets, timed. */
export async function generateFromSnippets(
  model: Pick<ResolvedModel, 'id' | 'generator'>,
  snippets: ExtractedSnippet[],
  opts: { hotelId: string; prompts: () => Promise<Prompts>; signal?: AbortSignal; now?: () => number },
): Promise<GeneratedWithTiming> {
  const now = opts.now ?? (() => performance.now());
  const forProfile = snippetsForProfile(snippets);
  const started = now();
  const generated = await model.generator.generate({ model: model.id, hotelId: opts.hotelId, snippets: forProfile, prompts: await opts.prompts(), ...(opts.signal ? { signal: opts.signal } : {}) });
  return { ...generated, durationMs: now() - started, snippetsForProfile: forProfile };
}
