/*
 * The regression floors of the eval's test files (eval*.test.ts), kept in one place: each fold's
 * overall F1 at the end of a round (docs/quality.md, disk), minus about 0.03, so that no change
 * gives back what a round gained. The folds run in separate test files so that the test runner's
 * two workers share them.
 */
/** Tuning 0.922 (end of the eleventh session's round). */
export const OVERALL_F1_FLOOR = 0.89;
/** Check 0.578 (held out, read as an aggregate). */
export const CHECK_F1_FLOOR = 0.54;
/** Labelled-here 0.872. */
export const LABELLED_HERE_F1_FLOOR = 0.84;
/** Blind 0.917 (36 sites). */
export const BLIND_F1_FLOOR = 0.88;
/** Blind-check 0.820 (36 sites, held out). */
export const BLIND_CHECK_F1_FLOOR = 0.79;
/** mustNotContain hits per fold at that point: no change may add one. */
export const BLIND_HARD_MAX = 0;
export const BLIND_CHECK_HARD_MAX = 9;
/** Found 0.743 and found-check 0.616 (70 real sites harvested after the corpus, 33 and 37, at the fifteenth batch's first reading). */
export const FOUND_F1_FLOOR = 0.71;
export const FOUND_CHECK_F1_FLOOR = 0.59;
export const FOUND_HARD_MAX = 0;
export const FOUND_CHECK_HARD_MAX = 5;
/** Share of the labelled items held by the snippets that the LLM profile request also carries. */
export const REQUEST_KEEPS_FLOOR = 0.95;

