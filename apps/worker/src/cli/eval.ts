import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR } from '../eval/corpus.ts';
import { addCoverage } from '../eval/coverage.ts';
import { crawlFoldStats } from '../eval/crawl-corpus.ts';
import { withoutHeldOutRows } from '../eval/held-out.ts';
import { BLIND_SITES_DIR, CORPUS_FOLDS, CORPUS_LABELS_DIR, FIXTURE_SITES_DIR, FOLDS, FOUND_SITES_DIR, HELD_OUT_FOLDS, isFoldName } from '../eval/folds.ts';
import { evaluateFolds } from '../eval/run-eval.ts';
import { evalStages, formatStages } from '../eval/stages.ts';
import { OVERALL_FIELDS, fieldF1, type EvalSummary } from '../eval/scoring.ts';
import { MAX_PAGES_ERROR, parseMaxPages } from './max-pages.ts';

/**
 * `pnpm eval [--json] [--corpus DIR] [--fixtures DIR] [--blind DIR] [--found DIR] [--labels DIR] [--fold tuning|check|labelled-here|blind|blind-check|found|found-check|fixtures] [--verbose] [--crawl [--max-pages N]] [--tokens] [--stages]`:
 * the built-in model against the labelled corpus (tuning and check folds, see src/eval/folds.json),
 * the corpus properties labelled in this repository (labelled-here fold, test/fixtures/corpus-labels),
 * the sites written blind (blind and blind-check folds, test/fixtures/blind-sites), real sites harvested after the corpus
 * (found and found-check folds, test/fixtures/found-sites) and the fixture sites (fixtures fold). Default: every page read from disk. `--crawl`: each site
 * served on 127.0.0.1 and crawled by the worker's fetcher and crawler first (what the worker really sees).
 * `--stages`: where each required item was lost (src/eval/stages.ts). The held-out folds (check,
 * blind-check, found-check) print, and `--json` carries them, as fold aggregates only; `--held-out-rows`
 * adds their per-site rows, `--verbose` details and JSON rows, for when the held-out discipline is deliberately set aside.
 */
const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    verbose: { type: 'boolean', short: 'v', default: false },
    corpus: { type: 'string', default: DEFAULT_CORPUS_DIR },
    fixtures: { type: 'string', default: FIXTURE_SITES_DIR },
    blind: { type: 'string', default: BLIND_SITES_DIR },
    found: { type: 'string', default: FOUND_SITES_DIR },
    labels: { type: 'string', default: CORPUS_LABELS_DIR },
    fold: { type: 'string' },
    crawl: { type: 'boolean', default: false },
    tokens: { type: 'boolean', default: false },
    stages: { type: 'boolean', default: false },
    'held-out-rows': { type: 'boolean', default: false },
    'max-pages': { type: 'string' },
  },
});

const maxPages = parseMaxPages(values['max-pages']);
if (maxPages === null) {
  console.error(MAX_PAGES_ERROR);
  process.exit(2);
}
if (values.fold !== undefined && !isFoldName(values.fold)) {
  console.error(`--fold must be one of ${FOLDS.join(', ')}`);
  process.exit(2);
}
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const result = await evaluateFolds({
  corpusDir: values.corpus,
  fixturesDir: values.fixtures,
  blindDir: values.blind,
  foundDir: values.found,
  labelsDir: values.labels,
  ...(values.fold ? { folds: [values.fold as (typeof FOLDS)[number]] } : {}),
  crawl: values.crawl,
  tokens: values.tokens,
  ...(maxPages !== undefined ? { maxPages } : {}),
  ...(values.verbose ? { log } : {}),
});
const { summary, runs, crawl } = result;
const foldOf = new Map(result.properties.map((p) => [p.slug, p.fold]));
const crawlFolds = crawl ? Object.fromEntries(result.folds.map((f) => [f.fold, crawlFoldStats(crawl.filter((c) => foldOf.get(c.slug) === f.fold))])) : null;
const stages = values.stages ? evalStages(result, { corpusDir: values.corpus, fixturesDir: values.fixtures, blindDir: values.blind, foundDir: values.found, labelsDir: values.labels }) : null;
const fmt = (v: number | null): string => (v === null ? '   -' : v.toFixed(2).padStart(4));

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const foldJson = (s: EvalSummary, f: (typeof result.folds)[number]) => ({
  coverage: { items: f.coverage.items, inSnippets: f.coverage.inSnippets, inRequest: f.coverage.inRequest, lost: f.coverage.lost },
  ...(f.tokens ? { tokens: { ...f.tokens, ratio: f.tokens.request / f.tokens.naive } } : {}),
  overallF1: s.overallF1,
  fields: s.fields,
  hardFailures: s.hardFailures,
  extra: s.extra,
  properties: s.properties.map((p) => p.slug),
});

if (values.json) {
  const json = {
    mode: result.mode,
    ...summary,
    properties: result.properties,
    folds: Object.fromEntries(result.folds.map((f) => [f.fold, foldJson(f.summary, f)])),
    requests: result.requests,
    ...(crawl ? { crawl, crawlFolds } : {}),
    ...(stages ? { stages } : {}),
    profiles: runs.map((r) => ({ slug: r.slug, ...r.profile })),
  };
  process.stdout.write(`${JSON.stringify(values['held-out-rows'] ? json : withoutHeldOutRows(json), null, 2)}\n`);
} else {
  const short: Record<string, string> = { name: 'name', brand: 'brand', address: 'addr', amenities: 'amen', transportLinks: 'trans', nearbyAttractions: 'attr', descriptionFacts: 'facts' };
  const header = ['property'.padEnd(32), 'fold'.padEnd(13), ...OVERALL_FIELDS.map((f) => short[f]!.padStart(5)), 'city'.padStart(5), 'post'.padStart(5), ' overall', '  hard'].join(' ');
  const mode = crawl
    ? `crawl mode: each site served on 127.0.0.1 and crawled by the worker (${crawl.reduce((a, c) => a + c.pages, 0)} pages fetched, ${crawl.reduce((a, c) => a + c.missed.length, 0)} site pages not reached)`
    : 'disk mode: every page read from disk';
  console.log(`Built-in model on the labelled sites (F1 per field; facts = description fact recall) — ${mode}\n`);
  console.log(header);
  // a rule chosen by a held-out site's own row is tuned on it: such rows stay hidden unless asked for
  const shown = (fold: (typeof FOLDS)[number]): boolean => values['held-out-rows'] || !HELD_OUT_FOLDS.includes(fold);
  for (const p of result.properties.filter((q) => shown(q.fold))) {
    console.log(
      [
        p.slug.padEnd(32),
        p.fold.padEnd(13),
        ...OVERALL_FIELDS.map((f) => fmt(fieldF1(p, f)).padStart(5)),
        fmt(p.address.city).padStart(5),
        fmt(p.address.postalCode).padStart(5),
        fmt(p.overallF1).padStart(8),
        String(p.mustNotContainHits.length).padStart(6),
      ].join(' '),
    );
  }
  const averages = (label: string, s: EvalSummary): string =>
    [
      label.padEnd(46),
      ...OVERALL_FIELDS.map((f) => fmt(s.properties.length ? s.fields[f].mean : null).padStart(5)),
      fmt(s.extra.addressCity).padStart(5),
      fmt(s.extra.addressPostalCode).padStart(5),
      fmt(s.overallF1).padStart(8),
      String(s.hardFailures.length).padStart(6),
    ].join(' ');
  console.log('\nMacro-averages by fold (per field, then overall = mean of the field averages; hard = properties with a mustNotContain hit):');
  console.log(header.replace('property'.padEnd(32), 'fold'.padEnd(32)).replace(`${'fold'.padEnd(13)} `, ''.padEnd(14)));
  for (const f of result.folds) console.log(averages(`${f.fold} (${f.summary.properties.length} sites)`, f.summary));
  for (const f of result.emptyFolds) console.log(`${f.padEnd(46)} no labelled site`);
  if (result.folds.length > 1) console.log(averages(`all (${summary.properties.length} sites)`, summary));
  console.log('\nCoverage of the labelled amenities, transport links and attractions (fuzzy-matched as scored): in the snippets, in the profile request an LLM receives (default Anthropic model and budget), and the share of the snippets\' items the request keeps:');
  for (const f of result.folds) {
    const c = f.coverage;
    const tokens = f.tokens ? ` · request ${f.tokens.request.toLocaleString('en')} tokens vs naive ${f.tokens.naive.toLocaleString('en')} = ${(f.tokens.request / f.tokens.naive).toFixed(2)}×` : '';
    console.log(`  ${f.fold.padEnd(13)} snippets ${pct(c.inSnippets, c.items).padStart(6)} · request ${pct(c.inRequest, c.items).padStart(6)} of ${c.items} items · request keeps ${pct(c.inSnippets - c.lost.length, c.inSnippets)} of the snippets' items${tokens}`);
  }
  // the token target is read on the corpus's real sites: written sites are so small that the fixed prompt and schema are most of both requests
  const corpusFolds = result.folds.filter((f) => CORPUS_FOLDS.includes(f.fold));
  if (corpusFolds.length > 1) {
    const c = addCoverage(corpusFolds.map((f) => f.coverage));
    const t = values.tokens ? corpusFolds.reduce((a, f) => ({ request: a.request + f.tokens!.request, naive: a.naive + f.tokens!.naive }), { request: 0, naive: 0 }) : null;
    console.log(`  ${'corpus'.padEnd(13)} snippets ${pct(c.inSnippets, c.items).padStart(6)} · request ${pct(c.inRequest, c.items).padStart(6)} of ${c.items} items · request keeps ${pct(c.inSnippets - c.lost.length, c.inSnippets)} of the snippets' items${t ? ` · request ${t.request.toLocaleString('en')} tokens vs naive ${t.naive.toLocaleString('en')} = ${(t.request / t.naive).toFixed(2)}×` : ''}`);
  }
  if (!values.tokens) console.log('  (--tokens adds request tokens against the naive all-pages-as-markdown request, counted with o200k_base)');
  if (crawlFolds) {
    console.log('\nCrawl (pages of each saved site the crawl did not fetch: a fetched page links to it, so the crawler chose others / only unfetched pages link to it / no page of the copy links to it):');
    for (const [fold, c] of Object.entries(crawlFolds)) {
      const m = c.missed;
      const l = c.linked;
      const why = m.linkedFromFetched
        ? ` (ranked out ${l['ranked-out']}, deeper link naming no section ${l['deeper-link']}, page budget full ${l['page-budget']}, attempts used by failed links ${l.attempts}, fetched and failed ${l.failed}, link unseen ${l.unseen}; other language ${l.otherLanguage})`
        : '';
      console.log(`  ${fold.padEnd(13)} ${c.pagesFetched} pages fetched on ${c.sites} sites (${c.atBudget} at the page budget) · missed: linked from a fetched page ${m.linkedFromFetched}${why}, from unfetched pages only ${m.linkedFromUnfetched}, from no page ${m.unlinked}`);
    }
  }
  if (values.verbose) for (const l of result.folds.filter((f) => shown(f.fold)).flatMap((f) => f.coverage.lost)) console.log(`  lost by the request: ${l.slug} ${l.field}: ${l.value}`);
  if (stages) console.log(`\n${formatStages(stages).join('\n')}`);
  console.log('\nSet fields (macro P / R over scored properties, all folds):');
  for (const s of ['amenities', 'transportLinks', 'nearbyAttractions']) {
    console.log(`  ${s.padEnd(18)} P ${fmt(summary.extra.setPrecision[s] ?? 0)}  R ${fmt(summary.extra.setRecall[s] ?? 0)}  F1 ${fmt(summary.fields[s as 'amenities'].mean)}  (n=${summary.fields[s as 'amenities'].n})`);
  }
  console.log(`\nname token F1 ${fmt(summary.extra.nameTokenF1)} · situated token F1 ${fmt(summary.extra.situatedTokenF1)} · transport kind agreement ${fmt(summary.extra.transportKindAgreement)}`);
  console.log('');
  for (const f of result.folds) console.log(`Overall F1 ${f.fold}: ${f.summary.overallF1.toFixed(3)}`);
  console.log(`Overall F1 (mean of the per-field macro-averages of ${OVERALL_FIELDS.join(', ')}, all scored sites): ${summary.overallF1.toFixed(3)}`);
  console.log(`Hard failures (mustNotContain hits): ${summary.hardFailures.length}`);
  const foldOf = new Map(result.properties.map((p) => [p.slug, p.fold]));
  // a held-out hit names only the profile fields it sits in: which kind of trap, never its wording
  const hitFields = (slug: string, hits: string[]): string => {
    const profile = runs.find((r) => r.slug === slug)?.profile as Record<string, unknown> | undefined;
    if (!profile) return '';
    const fields = Object.keys(profile).filter((k) => hits.some((m) => JSON.stringify(profile[k] ?? '').toLowerCase().includes(m.toLowerCase())));
    return fields.length ? ` (in ${fields.join(', ')})` : '';
  };
  for (const h of summary.hardFailures) console.log(shown(foldOf.get(h.slug)!) ? `  ${h.slug}: ${h.hits.join(', ')}` : `  a ${foldOf.get(h.slug)} site${hitFields(h.slug, h.hits)}`);
  if (values.verbose) {
    for (const p of summary.properties.filter((q) => shown(foldOf.get(q.slug)!))) {
      const run = runs.find((r) => r.slug === p.slug)!;
      console.log(`\n=== ${p.slug}`);
      console.log(`name: ${run.profile.name} | brand: ${run.profile.brandName}\naddress: ${run.profile.address}\nsituated: ${run.profile.situated}\ndescription: ${run.profile.description}`);
      for (const s of ['amenities', 'transportLinks', 'nearbyAttractions'] as const) {
        const sc = p[s];
        console.log(`${s}: matched ${sc.matched.map((m) => `${m.predicted}≈${m.truth}`).join(' ; ')}\n  extra: ${sc.extra.join(' ; ')}\n  missed: ${sc.missed.join(' ; ')}\n  optional: ${sc.optionalDropped.join(' ; ')}`);
      }
      console.log(`facts missed: ${p.descriptionFacts.unsupported.join(' || ')}`);
    }
  }
}
