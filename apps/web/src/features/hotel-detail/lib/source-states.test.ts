import { describe, expect, it } from 'vitest';
import type { HotelSource, Snippet } from '@hotel/contracts';
import {
  EMPTY_SOURCE_SETS,
  buildSourceCards,
  captureFailed,
  captureSucceeded,
  clearCaptured,
  loadSourceSets,
  saveSourceSets,
  sourceState,
  startCapture,
} from './source-states';

const A = 'https://a.example/page';
const B = 'https://b.example/';

function snippet(overrides: Partial<Snippet>): Snippet {
  return {
    id: crypto.randomUUID(),
    hotelId: 'H1',
    type: 'description',
    content: 'text',
    sourceUrl: A,
    pageUrl: A,
    method: 'text',
    section: null,
    contentHash: 'h',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function source(overrides: Partial<HotelSource>): HotelSource {
  return {
    id: crypto.randomUUID(),
    hotelId: 'H1',
    url: A,
    status: 'completed',
    error: null,
    snippetsCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('source capture state machine', () => {
  it('adding a source removes it from failed and puts it in processing', () => {
    const sets = startCapture({ failed: [A, B], processing: [] }, A);
    expect(sets).toEqual({ failed: [B], processing: [A] });
    expect(sourceState(A, sets, false)).toBe('processing');
  });

  it('does not duplicate a URL added twice', () => {
    const sets = startCapture(startCapture(EMPTY_SOURCE_SETS, A), A);
    expect(sets.processing).toEqual([A]);
  });

  it('a successful scrape removes the URL from failed but keeps it processing until snippets appear', () => {
    const sets = captureSucceeded({ failed: [A], processing: [A] }, A);
    expect(sets).toEqual({ failed: [], processing: [A] });
    expect(sourceState(A, sets, false)).toBe('processing');
  });

  it('a failed scrape removes the URL from processing and marks it failed', () => {
    const sets = captureFailed(startCapture(EMPTY_SOURCE_SETS, A), A);
    expect(sets).toEqual({ failed: [A], processing: [] });
    expect(sourceState(A, sets, false)).toBe('error');
  });

  it('a URL with snippets is completed whatever the sets say', () => {
    expect(sourceState(A, { failed: [A], processing: [A] }, true)).toBe('completed');
  });

  it('a failed URL that is also processing shows the error (not failed is part of processing)', () => {
    expect(sourceState(A, { failed: [A], processing: [A] }, false)).toBe('error');
  });

  it('clears processing URLs once snippets for them appear, and keeps the others', () => {
    const sets = { failed: [], processing: [A, B] };
    expect(clearCaptured(sets, new Set([A]))).toEqual({ failed: [], processing: [B] });
  });

  it('returns the same object when no processing URL has snippets (no needless re-render)', () => {
    const sets = { failed: [], processing: [A] };
    expect(clearCaptured(sets, new Set([B]))).toBe(sets);
  });

  it('falls back to the server source status for URLs this browser did not add', () => {
    expect(sourceState(A, EMPTY_SOURCE_SETS, false, 'error')).toBe('error');
    expect(sourceState(A, EMPTY_SOURCE_SETS, false, 'pending')).toBe('processing');
    expect(sourceState(A, EMPTY_SOURCE_SETS, false, 'processing')).toBe('processing');
  });
});

describe('buildSourceCards', () => {
  it('groups snippets by source URL with the age of the oldest snippet', () => {
    const cards = buildSourceCards(
      [
        snippet({ sourceUrl: A, createdAt: '2026-01-03T00:00:00.000Z' }),
        snippet({ sourceUrl: A, createdAt: '2026-01-02T00:00:00.000Z' }),
        snippet({ sourceUrl: B, createdAt: '2026-01-05T00:00:00.000Z' }),
      ],
      [],
      EMPTY_SOURCE_SETS,
    );
    expect(cards.map((c) => [c.url, c.snippets.length, c.oldestAt, c.state])).toEqual([
      [A, 2, '2026-01-02T00:00:00.000Z', 'completed'],
      [B, 1, '2026-01-05T00:00:00.000Z', 'completed'],
    ]);
  });

  it('includes processing and failed URLs and server sources that have no snippets yet', () => {
    const C = 'https://c.example/';
    const cards = buildSourceCards(
      [],
      [source({ url: C, status: 'error', error: 'HTTP 404' })],
      { failed: [B], processing: [A] },
      { [B]: 'Blocked by robots.txt' },
    );
    expect(cards.map((c) => [c.url, c.state, c.error])).toEqual([
      [A, 'processing', null],
      [B, 'error', 'Blocked by robots.txt'],
      [C, 'error', 'HTTP 404'],
    ]);
  });

  it('puts the sources still capturing first, newest first, then failures, then captured sources by age', () => {
    const [C, D, E] = ['https://c.example/', 'https://d.example/', 'https://e.example/'];
    const cards = buildSourceCards(
      [snippet({ sourceUrl: A, createdAt: '2026-01-02T00:00:00.000Z' }), snippet({ sourceUrl: B, createdAt: '2026-01-01T00:00:00.000Z' })],
      [source({ url: E, status: 'completed' })],
      // C was added before D; A (which has snippets) was added again after both.
      { failed: [], processing: [C, D, A] },
    );
    expect(cards.map((c) => [c.url, c.state])).toEqual([
      [D, 'processing'],
      [C, 'processing'],
      [B, 'completed'],
      [A, 'completed'],
      [E, 'completed'],
    ]);
  });
});

describe('source set persistence', () => {
  it('round-trips the two sets per hotel under separate keys', () => {
    saveSourceSets(localStorage, 'H1', { failed: [A], processing: [B] });
    saveSourceSets(localStorage, 'H2', { failed: [], processing: [A] });
    expect(localStorage.getItem('hotel-sources:H1:failed')).toBe(JSON.stringify([A]));
    expect(localStorage.getItem('hotel-sources:H1:processing')).toBe(JSON.stringify([B]));
    expect(loadSourceSets(localStorage, 'H1')).toEqual({ failed: [A], processing: [B] });
    expect(loadSourceSets(localStorage, 'H2')).toEqual({ failed: [], processing: [A] });
  });

  it('treats missing or corrupt entries as empty sets', () => {
    localStorage.setItem('hotel-sources:H3:failed', '{not json');
    localStorage.setItem('hotel-sources:H3:processing', JSON.stringify([1, A]));
    expect(loadSourceSets(localStorage, 'H3')).toEqual({ failed: [], processing: [A] });
    expect(loadSourceSets(localStorage, 'nobody')).toEqual({ failed: [], processing: [] });
  });
});
