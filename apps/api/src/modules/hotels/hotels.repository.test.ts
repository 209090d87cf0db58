import { describe, expect, it } from 'vitest';
import { likePattern, pageWindow, selectiveWords } from './hotels.repository.ts';

describe('selectiveWords', () => {
  it('gives the index the uncommon words of a multi-word search', () => {
    expect(selectiveWords('Grand Hotel Zermatt')).toEqual(['grand', 'zermatt']);
    expect(selectiveWords('Hotel Inn')).toEqual([]);
  });

  it('adds a short number after a space, which no whole-word trigram covers', () => {
    expect(selectiveWords('Riverside Lodge 12')).toEqual(['riverside', ' 12']);
    expect(selectiveWords('12 Riverside')).toEqual(['riverside']);
  });

  it('keeps only the numbered runs of a one-word id', () => {
    expect(selectiveWords('DEMO-0012345')).toEqual(['0012345']);
    expect(selectiveWords('alpha-beta')).toEqual(['alpha', 'beta']);
    expect(selectiveWords('harbor')).toEqual([]);
    expect(selectiveWords('hotel-riverside')).toEqual(['riverside']);
  });
});

describe('likePattern', () => {
  it('matches LIKE metacharacters literally', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('pageWindow', () => {
  it('reads a page past the middle from the other end', () => {
    expect(pageWindow(1, 50, 1000)).toEqual({ offset: 0, limit: 50, reverse: false });
    expect(pageWindow(20, 50, 1000)).toEqual({ offset: 0, limit: 50, reverse: true });
    expect(pageWindow(21, 50, 1000)).toBeNull();
  });
});
