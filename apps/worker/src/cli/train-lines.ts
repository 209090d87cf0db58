import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR } from '../eval/corpus.ts';
import { FIXTURE_SITES_DIR } from '../eval/folds.ts';
import { chooseSetting, loso, siteLines, type SiteLines } from '../eval/line-training.ts';
import { loadFolds, profileProperty } from '../eval/run-eval.ts';

/**
 * `pnpm --filter @hotel/worker train-lines [--corpus DIR] [--fixtures DIR]`: trains the line
 * classifier (src/eval/line-training.ts, decision 300) on the tuning and fixture folds — never on
 * the check fold — and prints, per field, the leave-one-site-out macro F1 of the rules alone
 * (veto 0, admit 0) and with the classifier vetoing proposed items and admitting open lines at each
 * threshold, then the setting the gate would keep (best on tuning, fixtures not lower). It writes
 * no weights: the built-in model applies the classifier only once a field passes that gate.
 */
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: DEFAULT_CORPUS_DIR },
    fixtures: { type: 'string', default: FIXTURE_SITES_DIR },
  },
});

const props = loadFolds({ corpusDir: values.corpus, fixturesDir: values.fixtures, folds: ['tuning', 'fixtures'] });
const sites: SiteLines[] = [];
for (const p of props) {
  const run = await profileProperty(p);
  sites.push(siteLines(p.slug, p.fold, p.truth!, run.snippets));
}
const count = (field: keyof SiteLines['fields'], label: 0 | 1): number => sites.reduce((a, s) => a + s.fields[field].open.filter((l) => l.label === label).length, 0);

const results = loso(sites);
const f = (x: number | undefined): string => (x === undefined ? '  –  ' : x.toFixed(3));
for (const r of results) {
  console.log(`\n${r.field}: ${count(r.field, 1)} lines name an item the rules missed, ${count(r.field, 0)} do not (tuning + fixtures)`);
  console.log(' veto  admit  tuning  fixtures  all   (leave-one-site-out macro F1; 0 0 = the rules alone)');
  for (const t of r.bySetting) console.log(`${t.veto.toFixed(2).padStart(5)}  ${t.admit.toFixed(2).padStart(5)}  ${f(t.folds.tuning)}   ${f(t.folds.fixtures)}   ${f(t.all)}`);
}
console.log('');
for (const r of results) {
  const base = r.bySetting[0]!;
  const kept = chooseSetting(r);
  console.log(`${r.field}: kept veto ${kept.veto}, admit ${kept.admit} — tuning LOSO ${f(base.folds.tuning)} -> ${f(kept.folds.tuning)}, fixtures ${f(base.folds.fixtures)} -> ${f(kept.folds.fixtures)}`);
}
