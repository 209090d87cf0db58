import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AiModel, Run } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { RecentRuns } from './dashboard-page';

// jsdom has no ResizeObserver; the chart's container measures itself with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const MODELS: AiModel[] = [{ id: 'builtin', label: 'Built-in extractor (offline)', provider: 'builtin', available: true, reason: null, isDefault: true }];
const RUN: Run = {
  id: 'r1',
  kind: 'scrape',
  model: 'builtin',
  status: 'completed',
  total: 1,
  completed: 1,
  failed: 0,
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  createdAt: new Date().toISOString(),
  finishedAt: new Date().toISOString(),
  createdBy: null,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = String(input).startsWith('/api/runs') ? [RUN] : String(input) === '/api/models' ? MODELS : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '1', 'x-page': '1', 'x-page-size': '10' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentRuns', () => {
  it('shows a finished run as Done, like a hotel badge, and the model by its label, with "hotel" for one', async () => {
    renderWithApp(<RecentRuns />);
    await waitFor(() => expect(screen.getByTestId('text-run-summary').textContent).toBe('1 / 1 hotel · Built-in extractor (offline)'));
    expect(screen.getByTestId('badge-run-status').textContent).toBe('Done');
  });
});
