import { describe, expect, it } from 'vitest';
import { integerTicks } from './integer-ticks';

describe('integerTicks', () => {
  it('scales to a one-hotel run: 0 and 1, nothing above', () => {
    expect(integerTicks(1)).toEqual([0, 1]);
    expect(integerTicks(0)).toEqual([0, 1]);
  });
  it('counts one by one while that takes at most five steps', () => {
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('steps by 2, 5, 10, 20, 50... above that, ending at or just past the maximum', () => {
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(integerTicks(48)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(integerTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(integerTicks(1_200)).toEqual([0, 500, 1_000, 1_500]);
  });
  it('never gives fractions', () => {
    for (let max = 0; max <= 300; max++) {
      const ticks = integerTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
    }
  });
});
