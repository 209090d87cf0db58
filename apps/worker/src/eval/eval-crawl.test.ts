import { describe, expect, it } from 'vitest';
import { crawlFoldStats } from './crawl-corpus.ts';
import { evaluateFolds } from './run-eval.ts';

describe('crawl mode (sites served on 127.0.0.1, fetched by the worker\'s crawler)', () => {
  it('crawls every labelled site, scores what the crawl reached, and keeps zero hard failures', async () => {
    const { folds, summary, crawl } = await evaluateFolds({ folds: ['tuning', 'check'], crawl: true });
    expect(crawl!.length).toBe(summary.properties.length);
    for (const c of crawl!) expect(c.pages, c.slug).toBeGreaterThanOrEqual(1);
    // the crawl reaches most of the corpus, not all of it (the crawler picks at most CRAWL_MAX_PAGES subpages)
    expect(crawl!.reduce((a, c) => a + c.pages, 0)).toBeGreaterThan(30);
    // every page the crawl missed is explained once; two tuning pages no page of the copy links to
    // (site.json says so), and the Vietnamese and Japanese versions the crawler leaves for the English ones
    for (const c of crawl!) expect(c.missedWhy.linkedFromFetched + c.missedWhy.linkedFromUnfetched + c.missedWhy.unlinked, c.slug).toBe(c.missed.length);
    const tuning = crawlFoldStats(crawl!.filter((c) => folds.find((f) => f.fold === 'tuning')!.summary.properties.some((p) => p.slug === c.slug)));
    expect(tuning.missed).toEqual({ linkedFromFetched: 4, linkedFromUnfetched: 0, unlinked: 2 });
    // the crawler's own account of those four: links of the copies that answer 404 used the
    // attempts before them; three lead into the other language
    expect(tuning.linked).toEqual({ 'ranked-out': 0, 'deeper-link': 0, 'page-budget': 0, attempts: 4, failed: 0, unseen: 0, otherLanguage: 3 });
    expect(crawl!.find((c) => c.slug === 'seascape-resort-marina')!.missedWhy.unlinked).toBe(1);
    expect(summary.hardFailures).toEqual([]);
    expect(folds.find((f) => f.fold === 'tuning')!.summary.overallF1).toBeGreaterThanOrEqual(0.8);
  }, 180_000);
});
