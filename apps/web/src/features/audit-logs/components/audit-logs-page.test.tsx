import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { AuditLogEntry, CurrentUser } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { routeTree } from '../../../app/router';
import { stubDesktopViewport } from '../../../test/desktop-viewport';

const ADMIN: CurrentUser = { id: 'u-admin', firstName: 'Olive', lastName: 'Ops', email: 'ops@x.dev', isAdmin: true };

const entry = (n: number): AuditLogEntry => ({
  id: `a${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - n * 60_000).toISOString(),
  userFirstName: 'Olive',
  userLastName: 'Ops',
  userEmail: 'ops@x.dev',
  entityType: 'prompt',
  entityId: `p-${n}`,
  action: 'updated',
  details: { type: n === 1 ? `classifier ${'and a long note '.repeat(20)}` : 'classifier' },
});

/** Two keyset pages, as the API serves them: the first carries x-next-cursor, the last none. */
const PAGES: Record<string, { body: AuditLogEntry[]; next?: string }> = {
  '': { body: [entry(1), entry(2)], next: 'cursor-1' },
  'cursor-1': { body: [entry(3)] },
};

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/audit-logs') return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      requested.push(url.search);
      const page = PAGES[url.searchParams.get('before') ?? ''];
      if (!page) return new Response('{"code":"VALIDATION","message":"bad cursor"}', { status: 400 });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (page.next) headers['x-next-cursor'] = page.next;
      return new Response(JSON.stringify(page.body), { status: 200, headers });
    }),
  );
  stubDesktopViewport();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAuditLogs() {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/audit-logs'] }) });
  return renderWithApp(<RouterProvider router={router} />, { user: ADMIN });
}

describe('AuditLogsPage', () => {
  it('follows x-next-cursor with "Load older" until the window ends', async () => {
    renderAuditLogs();
    await screen.findByTestId('row-audit-a2');
    expect(screen.queryByTestId('row-audit-a3')).toBeNull();

    fireEvent.click(screen.getByTestId('button-load-older'));
    await screen.findByTestId('row-audit-a3');
    expect(requested[1]).toContain('before=cursor-1');
    expect(screen.queryByTestId('button-load-older')).toBeNull();
    expect(screen.getByTestId('text-audit-end').textContent).toBe('3 entries · the whole 30-day window');
  });

  it('shows the exact time with the relative time beside it', async () => {
    renderAuditLogs();
    const row = (await screen.findByTestId('row-audit-a1')) as HTMLTableRowElement;
    const time = row.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(entry(1).createdAt);
    expect(time?.textContent).toBe(new Date(entry(1).createdAt).toLocaleString());
    expect(row.cells[0]?.textContent).toContain('ago');
  });

  it('shows the full details of a row on request', async () => {
    renderAuditLogs();
    const row = await screen.findByTestId('row-audit-a1');
    const toggle = row.querySelector('button[aria-label="Show full details"]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(row.querySelector('button[aria-label="Hide full details"]')?.getAttribute('aria-expanded')).toBe('true'));
  });
});
