import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AiModel, ServerMessage, Snippet } from '@hotel/contracts';
import { loadSourceSets } from './source-states';
import { useSourceCapture } from './use-source-capture';

// The live channel is replaced by a hand-driven one: tests deliver messages themselves.
const live = vi.hoisted(() => ({ listeners: new Set<(m: ServerMessage) => void>() }));
vi.mock('../../../lib/ws', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useLiveEvents(listener: (m: ServerMessage) => void) {
      const ref = useRef(listener);
      useEffect(() => {
        ref.current = listener;
      });
      useEffect(() => {
        const l = (m: ServerMessage) => ref.current(m);
        live.listeners.add(l);
        return () => void live.listeners.delete(l);
      }, []);
    },
  };
});

const HOTEL = 'CAPTURE-1';
const A = 'https://a.example/rooms';
const MODELS: AiModel[] = [{ id: 'builtin', label: 'Built-in', provider: 'builtin', available: true, reason: null, isDefault: true }];

function snippet(url: string, n: number): Snippet {
  return {
    id: `${url}#${n}`,
    hotelId: HOTEL,
    type: 'description',
    content: `text ${n}`,
    sourceUrl: url,
    pageUrl: url,
    method: 'text',
    section: null,
    contentHash: `h${n}`,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A small fake of the API: the snippets it holds and how the capture call answers. */
const api = {
  snippets: [] as Snippet[],
  capture: (): Response => json(200, { sourceId: 's1', jobId: 'j1', status: 'completed', snippetsCount: 1 }),
};
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  api.snippets = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/models') return json(200, MODELS);
      if (url === `/api/hotels/${HOTEL}/snippets`) return json(200, api.snippets);
      if (url === `/api/hotels/${HOTEL}/sources`) return json(200, []);
      if (url === `/api/hotels/${HOTEL}/scrape-source` && init?.method === 'POST') return api.capture();
      return json(404, { message: `unexpected ${url}` });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSourceCapture(HOTEL), { wrapper });
}

const stored = () => loadSourceSets(localStorage, HOTEL);
const cardOf = (result: ReturnType<typeof setup>['result'], url: string) => result.current.cards.find((c) => c.url === url);

describe('useSourceCapture', () => {
  it('clears a re-added URL that already had snippets from the stored processing set once the capture succeeds', async () => {
    api.snippets = [snippet(A, 1)];
    const { result } = setup();
    await waitFor(() => expect(result.current.snippets.isSuccess).toBe(true));

    act(() => result.current.addSource(A));
    expect(stored().processing).toEqual([A]);
    // Same snippets answer before and after: the URL set never changes, the settle clears it.
    await waitFor(() => expect(result.current.capturing).toBe(false));
    await waitFor(() => expect(stored()).toEqual({ failed: [], processing: [] }));
    expect(cardOf(result, A)?.state).toBe('completed');
  });

  it('keeps a new URL processing after the call succeeds until its snippets appear, then clears it', async () => {
    api.capture = () => json(202, { sourceId: 's1', jobId: 'j1', status: 'queued', snippetsCount: 0 });
    const { result } = setup();
    await waitFor(() => expect(result.current.snippets.isSuccess).toBe(true));

    act(() => result.current.addSource(A));
    await waitFor(() => expect(result.current.capturing).toBe(false));
    expect(stored()).toEqual({ failed: [], processing: [A] });
    expect(cardOf(result, A)?.state).toBe('processing');

    // The worker finishes later and says so on the live channel.
    api.snippets = [snippet(A, 1), snippet(A, 2)];
    act(() => live.listeners.forEach((l) => l({ type: 'hotel-updated', hotelId: HOTEL, status: 'completed', reason: 'source', sourceUrl: A })));
    await waitFor(() => expect(cardOf(result, A)?.state).toBe('completed'));
    expect(stored()).toEqual({ failed: [], processing: [] });
  });

  it('moves a URL whose capture fails from processing to failed, with the server reason on its card', async () => {
    api.capture = () => json(422, { code: 'UNPROCESSABLE', message: 'The page answered 404' });
    const { result } = setup();
    await waitFor(() => expect(result.current.snippets.isSuccess).toBe(true));
    act(() => result.current.addSource(A));
    await waitFor(() => expect(cardOf(result, A)?.state).toBe('error'));
    expect(cardOf(result, A)?.error).toBe('The page answered 404');
    expect(stored()).toEqual({ failed: [A], processing: [] });
  });
});
