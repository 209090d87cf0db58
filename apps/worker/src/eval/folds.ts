import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The eval's folds. The corpus split is a committed file (folds.json), not derived from the
 * corpus's "added" dates, so a property joins the tuning fold only when someone decides it does;
 * a labelled property the file does not name is scored as check. Fixture sites written for tests
 * are their own fold. Corpus properties the corpus ships without a truth.json may be labelled in this
repository (CORPUS_LABELS_DIR); they are the labelled-here fold, tuning material whose pages are still
served from the shared corpus. The blind fold is sites written by authors who never saw the
extractor, scored once before any rule was shaped on them (docs/quality.md keeps that first figure);
after that reading they are tuning material like the fixtures, except the five folds.json names as
blindCheck, which are kept like the check fold (blind-check). The found fold is real hotel sites
harvested from public repositories after the corpus was frozen, labelled here before anything ran on
them; folds.json's foundCheck names the half kept like check (found-check).
 */

export const FOLDS = ['tuning', 'check', 'labelled-here', 'blind', 'blind-check', 'found', 'found-check', 'fixtures'] as const;
export type FoldName = (typeof FOLDS)[number];

/** Where the fixture hotel sites live (corpus format, see its README.md). */
export const FIXTURE_SITES_DIR = fileURLToPath(new URL('../../test/fixtures/sites/', import.meta.url));

/** Sites written blind, in the fixture format (see test/fixtures/blind-sites/README.md). */
export const BLIND_SITES_DIR = fileURLToPath(new URL('../../test/fixtures/blind-sites/', import.meta.url));

/** Real hotel sites harvested after the corpus, in the corpus format (see test/fixtures/found-sites/README.md). */
export const FOUND_SITES_DIR = fileURLToPath(new URL('../../test/fixtures/found-sites/', import.meta.url));

/** Folds kept for measuring generalization: printed as fold aggregates only unless asked. */
export const HELD_OUT_FOLDS: readonly FoldName[] = ['check', 'blind-check', 'found-check'];

/** Folds of the shared corpus, whose sum is the corpus line of the coverage and request-token figures. */
export const CORPUS_FOLDS: readonly FoldName[] = ['tuning', 'check', 'labelled-here'];

/** truth.json files written here for corpus properties the shared corpus leaves unlabelled: `<slug>/truth.json`. */
export const CORPUS_LABELS_DIR = fileURLToPath(new URL('../../test/fixtures/corpus-labels/', import.meta.url));

interface FoldFile {
  tuning: string[];
  check: string[];
  blindCheck: string[];
  foundCheck?: string[];
}

const assigned = JSON.parse(readFileSync(new URL('./folds.json', import.meta.url), 'utf8')) as FoldFile;
const tuning = new Set(assigned.tuning);
const blindCheck = new Set(assigned.blindCheck);
const foundCheck = new Set(assigned.foundCheck ?? []);

/** The fold of a labelled property of the shared corpus. */
export function corpusFold(slug: string): 'tuning' | 'check' {
  return tuning.has(slug) ? 'tuning' : 'check';
}

/** The fold of a site written blind. */
export function blindFold(slug: string): 'blind' | 'blind-check' {
  return blindCheck.has(slug) ? 'blind-check' : 'blind';
}

/** The fold of a harvested real site. */
export function foundFold(slug: string): 'found' | 'found-check' {
  return foundCheck.has(slug) ? 'found-check' : 'found';
}

export function isFoldName(s: string): s is FoldName {
  return (FOLDS as readonly string[]).includes(s);
}
