import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The eval's folds. The corpus split is a committed file (folds.json), not derived from the
 * corpus's "added" dates, so a property joins the tuning fold only when someone decides it does;
 * a labelled property the file does not name is scored as check. Fixture sites written for tests
 * are their own fold. Corpus properties the corpus ships without a truth.json may be labelled in this
repository (CORPUS_LABELS_DIR); they are the labelled-here fold, tuning material whose pages are still
served from the shared corpus.
 */

export const FOLDS = ['tuning', 'check', 'labelled-here', 'fixtures'] as const;
export type FoldName = (typeof FOLDS)[number];

/** Where the fixture hotel sites live (corpus format, see its README.md). */
export const FIXTURE_SITES_DIR = fileURLToPath(new URL('../../test/fixtures/sites/', import.meta.url));

/** truth.json files written here for corpus properties the shared corpus leaves unlabelled: `<slug>/truth.json`. */
export const CORPUS_LABELS_DIR = fileURLToPath(new URL('../../test/fixtures/corpus-labels/', import.meta.url));

interface FoldFile {
  tuning: string[];
  check: string[];
}

const assigned = JSON.parse(readFileSync(new URL('./folds.json', import.meta.url), 'utf8')) as FoldFile;
const tuning = new Set(assigned.tuning);

/** The fold of a labelled property of the shared corpus. */
export function corpusFold(slug: string): 'tuning' | 'check' {
  return tuning.has(slug) ? 'tuning' : 'check';
}

export function isFoldName(s: string): s is FoldName {
  return (FOLDS as readonly string[]).includes(s);
}
