import type { ProfileFields } from '@hotel/contracts';
import { buildProfile } from '../ai/builtin/index.ts';
import type { SnippetForProfile } from '../ai/types.ts';
import { extractSnippetsFromPages } from '../extract/index.ts';
import { loadCorpus, DEFAULT_CORPUS_DIR, type CorpusProperty } from './corpus.ts';
import { crawlCorpus, type CrawlStats } from './crawl-corpus.ts';
import { scoreProperty, summarize, type EvalSummary } from './scoring.ts';

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

export function runEval(dir = DEFAULT_CORPUS_DIR): { summary: EvalSummary; runs: PropertyRun[] } {
  const labelled = loadCorpus(dir).filter((p) => p.truth !== null);
  const runs = labelled.map(profileProperty);
  const scores = labelled.map((p, i) => scoreProperty(p.slug, runs[i]!.profile, p.truth!));
  return { summary: summarize(scores), runs };
}

/**
 * The same scoring, but each labelled site is served on 127.0.0.1 and crawled by the worker's
 * fetcher and crawler first: the profile sees only the pages the crawl reaches (see crawl-corpus.ts).
 */
export async function runEvalCrawl(dir = DEFAULT_CORPUS_DIR, opts: { maxPages?: number; log?: (line: string) => void } = {}): Promise<{ summary: EvalSummary; runs: PropertyRun[]; crawl: CrawlStats[] }> {
  const labelled = loadCorpus(dir).filter((p) => p.truth !== null);
  const crawled = await crawlCorpus(dir, labelled, opts);
  const runs = crawled.properties.map(profileProperty);
  const scores = crawled.properties.map((p, i) => scoreProperty(p.slug, runs[i]!.profile, p.truth!));
  return { summary: summarize(scores), runs, crawl: crawled.stats };
}
