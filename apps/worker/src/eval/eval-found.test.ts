import { describe, expect, it } from 'vitest';
import { evaluateFolds } from './run-eval.ts';
import { FOUND_F1_FLOOR, FOUND_CHECK_F1_FLOOR, FOUND_HARD_MAX, FOUND_CHECK_HARD_MAX } from './floors.ts';

describe('built-in model on the real sites found after the corpus (regression floors)', () => {
  it(`keeps found >= ${FOUND_F1_FLOOR} and found-check >= ${FOUND_CHECK_F1_FLOOR}, with no more mustNotContain hits than they had`, async () => {
    const { folds } = await evaluateFolds({ folds: ['found', 'found-check'] });
    const found = folds.find((f) => f.fold === 'found')!.summary;
    const held = folds.find((f) => f.fold === 'found-check')!.summary;
    expect(found.properties.length).toBe(35);
    expect(held.properties.length).toBe(39);
    expect(found.hardFailures.length).toBeLessThanOrEqual(FOUND_HARD_MAX);
    expect(found.overallF1).toBeGreaterThanOrEqual(FOUND_F1_FLOOR);
    expect(held.hardFailures.length).toBeLessThanOrEqual(FOUND_CHECK_HARD_MAX);
    expect(held.overallF1).toBeGreaterThanOrEqual(FOUND_CHECK_F1_FLOOR);
  }, 300_000);
});
