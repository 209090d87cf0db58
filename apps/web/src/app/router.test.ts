import { describe, expect, it } from 'vitest';
import { hotelsSearchSchema } from './router';

describe('hotels list search params', () => {
  it('keeps the search text, the page and the status filter', () => {
    expect(hotelsSearchSchema.parse({ q: 'Bozeman', page: '3', status: 'error' })).toEqual({ q: 'Bozeman', page: 3, status: 'error' });
  });

  it('drops what it cannot read instead of failing (a hand-edited or stale link still opens the list)', () => {
    expect(hotelsSearchSchema.parse({ status: 'archived', page: '-2' })).toEqual({ q: undefined, page: undefined, status: undefined });
    expect(hotelsSearchSchema.parse({})).toEqual({ q: undefined, page: undefined, status: undefined });
  });
});
