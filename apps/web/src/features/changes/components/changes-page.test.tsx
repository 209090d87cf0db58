import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { AiModel, ChangeEntry, CurrentUser } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { routeTree } from '../../../app/router';
import { stubDesktopViewport } from '../../../test/desktop-viewport';
import { toaster } from '../../../components/ui/toaster';

const STAFF: CurrentUser = { id: 'u-1', firstName: 'Edie', lastName: 'Tor', email: 'edie@x.dev', isAdmin: false };
const LONG = `A quiet lodge by the lake.${' Rooms look over the water and the hills beyond.'.repeat(6)}`;

const ENTRY: ChangeEntry = {
  hotelId: 'LAKE-1',
  hotelName: 'Lake Lodge',
  version: 3,
  previousVersion: 2,
  changedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  model: 'builtin',
  restoredFrom: null,
  changes: [
    { field: 'name', kind: 'value', old: 'Lake Lodge', new: 'Lake Lodge & Spa' },
    { field: 'description', kind: 'value', old: 'A lodge.', new: LONG },
    { field: 'amenities', kind: 'list', added: ['Sauna'], removed: ['Boats'] },
  ],
  reviewedAt: null,
  reviewedBy: null,
};
const MODELS: AiModel[] = [
  { id: 'builtin', label: 'Built-in extractor (offline)', provider: 'builtin', available: true, isDefault: true, reason: null } as AiModel,
];

let listed: ChangeEntry[] = [ENTRY];
let requests: { method: string; url: URL }[] = [];
let exportFails = false;

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  listed = [ENTRY];
  requests = [];
  exportFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, url });
      if (url.pathname === '/api/changes') {
        const field = url.searchParams.get('field');
        const items = field ? listed.filter((e) => e.changes.some((c) => c.field === field)) : listed;
        return json(items, { 'x-total-count': String(items.length), 'x-page': '1', 'x-page-size': '20' });
      }
      if (url.pathname === '/api/models') return json(MODELS);
      if (url.pathname === '/api/export/changes') {
        if (exportFails) {
          return new Response(JSON.stringify({ code: 'INTERNAL', message: 'The export could not be read.' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        }
        return new Response('hotel_id,field\r\nLAKE-1,name\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="hotel-changes-2026-11-26.csv"' },
        });
      }
      if (url.pathname === '/api/hotels/LAKE-1/changes/review' && method === 'POST') {
        listed = [];
        return json({ hotelId: 'LAKE-1', version: 3, reviewedAt: new Date().toISOString() });
      }
      return json([]);
    }),
  );
  stubDesktopViewport();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no object URLs and no downloads: record what would have been saved, and the toasts. */
function stubDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:changes'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const toasts = vi.spyOn(toaster, 'create');
  return { saved, toasts };
}

function renderChanges(path = '/changes') {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  return renderWithApp(<RouterProvider router={router} />, { user: STAFF });
}

describe('ChangesPage', { timeout: 30_000 }, () => {
  it('shows each changed field old → new, list items added and removed, the model by its label and the tab title', async () => {
    renderChanges();
    const row = await screen.findByTestId('row-change-LAKE-1');
    expect(within(row).getByTestId('change-LAKE-1-name-old').textContent).toBe('Lake Lodge');
    expect(within(row).getByTestId('change-LAKE-1-name-new').textContent).toBe('Lake Lodge & Spa');
    expect(within(row).getByTestId('change-LAKE-1-amenities-added').textContent).toBe('+Sauna');
    const removed = within(row).getByTestId('change-LAKE-1-amenities-removed');
    expect(removed.textContent).toBe('−Boats');
    await waitFor(() => expect(within(row).getByTestId('text-change-model-LAKE-1').textContent).toBe('Built-in extractor (offline)'));
    expect(within(row).getByTestId('text-change-version-LAKE-1').textContent).toBe('v2 → v3');
    expect(row.querySelector('time')?.textContent).toBe('2 hours ago');
    expect(document.title).toBe('Changes · Hotel Profiler');
  });

  it('cuts a long value and shows all of it on request', async () => {
    renderChanges();
    const value = await screen.findByTestId('change-LAKE-1-description-new');
    expect(value.textContent?.endsWith('…')).toBe(true);
    expect(value.textContent!.length).toBeLessThan(LONG.length);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getByTestId('change-LAKE-1-description-new').textContent).toBe(LONG));
  });

  it('marks a hotel reviewed, then says there is nothing left to review', async () => {
    renderChanges();
    fireEvent.click(await screen.findByTestId('button-review-LAKE-1'));
    await screen.findByTestId('changes-empty');
    expect(screen.getByText('No changes to review')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/hotels/LAKE-1/changes/review')).toBe(true);
  });

  it('asks the server for the chosen field only', async () => {
    renderChanges('/changes?field=transportLinks');
    await screen.findByTestId('changes-empty');
    expect(requests.some((r) => r.url.pathname === '/api/changes' && r.url.searchParams.get('field') === 'transportLinks')).toBe(true);
    expect(screen.getByText('No unreviewed change touches this field. Choose another field.')).toBeTruthy();
  });

  it('asks the server for the changes since the chosen date', async () => {
    renderChanges('/changes?since=2026-11-01');
    await screen.findByTestId('row-change-LAKE-1');
    expect(requests.some((r) => r.url.pathname === '/api/changes' && r.url.searchParams.get('since') === '2026-11-01')).toBe(true);
    expect((screen.getByLabelText('Changed since') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('exports the changes since the chosen date and says which file was saved', async () => {
    const { saved, toasts } = stubDownloads();
    renderChanges('/changes?since=2026-11-01&field=name');
    fireEvent.click(await screen.findByTestId('button-export-changes'));
    await waitFor(() => expect(saved).toEqual(['hotel-changes-2026-11-26.csv']));
    const asked = requests.filter((r) => r.url.pathname === '/api/export/changes');
    expect(asked.map((r) => r.url.search)).toEqual(['?since=2026-11-01']);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: 'Export ready', description: 'hotel-changes-2026-11-26.csv was downloaded.' })),
    );
  });

  it('exports every change when no date is chosen', async () => {
    const { saved } = stubDownloads();
    renderChanges();
    fireEvent.click(await screen.findByTestId('button-export-changes'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.filter((r) => r.url.pathname === '/api/export/changes').map((r) => r.url.search)).toEqual(['']);
  });

  it('reports a failed export the way the other exports do', async () => {
    const { saved, toasts } = stubDownloads();
    exportFails = true;
    renderChanges();
    fireEvent.click(await screen.findByTestId('button-export-changes'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: 'Export failed', description: 'The export could not be read.', type: 'error' })),
    );
    expect(saved).toEqual([]);
    expect((screen.getByTestId('button-export-changes') as HTMLButtonElement).disabled).toBe(false);
  });
});
