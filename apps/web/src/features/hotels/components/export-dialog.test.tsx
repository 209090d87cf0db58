import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StatsResponse } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { ExportDialog } from './export-dialog';

function stats(totalProfiles: number, totalSnippets: number): StatsResponse {
  return {
    totalHotels: totalProfiles,
    totalSnippets,
    totalProfiles,
    pendingScrapes: 0,
    byStatus: { pending: 0, processing: 0, completed: totalProfiles, error: 0 },
  } as StatsResponse;
}

let answer = stats(1, 2);
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExportDialog', () => {
  it('says "1 profile" in the singular and "2 snippets" in the plural', async () => {
    answer = stats(1, 2);
    renderWithApp(<ExportDialog />);
    fireEvent.click(screen.getByTestId('button-export'));
    await waitFor(() => expect(screen.getByTestId('text-export-count-profiles').textContent).toBe('1 profile'));
    expect(screen.getByTestId('text-export-count-snippets').textContent).toBe('2 snippets');
  });

  it('uses the plural for none', async () => {
    answer = stats(0, 1);
    renderWithApp(<ExportDialog />);
    fireEvent.click(screen.getByTestId('button-export'));
    await waitFor(() => expect(screen.getByTestId('text-export-count-profiles').textContent).toBe('0 profiles'));
    expect(screen.getByTestId('text-export-count-snippets').textContent).toBe('1 snippet');
  });
});
