import { describe, expect, it } from 'vitest';
import { statusSlices } from './dashboard-charts';

describe('statusSlices', () => {
  it('names each status with its count and leaves out a status no hotel is in', () => {
    expect(statusSlices({ completed: 3, processing: 0, pending: 1, error: 0 }).map((s) => s.name)).toEqual(['Done (3)', 'Pending (1)']);
  });

  it('has nothing to draw when there are no hotels', () => {
    expect(statusSlices({ completed: 0, processing: 0, pending: 0, error: 0 })).toEqual([]);
  });
});
