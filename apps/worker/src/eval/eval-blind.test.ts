import { describe, expect, it } from 'vitest';
import { evaluateFolds } from './run-eval.ts';
import { BLIND_F1_FLOOR, BLIND_CHECK_F1_FLOOR, BLIND_HARD_MAX, BLIND_CHECK_HARD_MAX } from './floors.ts';

describe('built-in model on the sites written blind (regression floors)', () => {
  it(`keeps blind >= ${BLIND_F1_FLOOR} and blind-check >= ${BLIND_CHECK_F1_FLOOR}, with no more mustNotContain hits than they had`, async () => {
    const { folds } = await evaluateFolds({ folds: ['blind', 'blind-check'] });
    const blind = folds.find((f) => f.fold === 'blind')!.summary;
    const held = folds.find((f) => f.fold === 'blind-check')!.summary;
    expect(blind.hardFailures.length).toBeLessThanOrEqual(BLIND_HARD_MAX);
    expect(blind.overallF1).toBeGreaterThanOrEqual(BLIND_F1_FLOOR);
    expect(held.hardFailures.length).toBeLessThanOrEqual(BLIND_CHECK_HARD_MAX);
    expect(held.overallF1).toBeGreaterThanOrEqual(BLIND_CHECK_F1_FLOOR);
  }, 300_000);
});
