import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { AuditLogEntry, CurrentUser, Hotel } from '@hotel/contracts';
import { renderWithApp } from '../test/render';
import { routeTree } from './router';
import { stubDesktopViewport } from '../test/desktop-viewport';

const ADMIN: CurrentUser = { id: 'u-admin', firstName: 'Olive', lastName: 'Ops', email: 'ops@x.dev', isAdmin: true };
const HOTEL: Hotel = {
  id: 'H1',
  name: 'Hotel Aurora',
  brandName: null,
  homepageUrl: 'https://aurora.example',
  status: 'completed',
  statusReason: null,
  snippetsCount: 0,
  hasProfile: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  lastScrapedAt: null,
};

const audit = (id: string, entityType: AuditLogEntry['entityType'], entityId: string): AuditLogEntry => ({
  id,
  createdAt: new Date().toISOString(),
  userFirstName: 'Olive',
  userLastName: 'Ops',
  userEmail: 'ops@x.dev',
  entityType,
  entityId,
  action: 'updated',
  details: null,
});
const AUDIT = [audit('a1', 'hotel', 'H1'), audit('a2', 'user', 'u-member')];

/** Just enough of the API for the screens to render: the hotel H1 and empty lists otherwise. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      let body: unknown = [];
      if (url.pathname === '/api/hotels') body = [HOTEL];
      else if (url.pathname === '/api/hotels/H1') body = HOTEL;
      else if (url.pathname === '/api/audit-logs') body = AUDIT;
      else if (url.pathname.startsWith('/api/hotels/H1/profile')) return new Response('{"code":"NOT_FOUND","message":"none"}', { status: 404 });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderAt(path: string, user: CurrentUser | null = ADMIN) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  return renderWithApp(<RouterProvider router={router} />, { user });
}

beforeEach(() => {
  stubApi();
  stubDesktopViewport();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('tab titles', () => {
  it('names the tab after the hotels list', async () => {
    renderAt('/hotels');
    await waitFor(() => expect(document.title).toBe('Hotels · Hotel Profiler'));
  });

  it("names the tab after the hotel being viewed, as its heading does", async () => {
    renderAt('/hotels/H1');
    await waitFor(() => expect(document.title).toBe('Hotel Aurora · Hotel Profiler'));
  });
});

describe('hotels list', () => {
  it("shows Last Updated from the hotel's updatedAt, also for a hotel no run has scraped", async () => {
    renderAt('/hotels');
    const cell = await screen.findByTestId('text-last-updated-H1');
    expect(cell.textContent).toBe('2 hours ago');
  });

  it('opens the hotel when its highlighted row is clicked', async () => {
    renderAt('/hotels');
    fireEvent.click(await screen.findByTestId('text-last-updated-H1'));
    expect((await screen.findByTestId('text-hotel-title')).textContent).toBe('Hotel Aurora');
  });

  it('opens the hotel with Enter on its focused row', async () => {
    renderAt('/hotels');
    const row = await screen.findByTestId('row-hotel-H1');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect((await screen.findByTestId('text-hotel-title')).textContent).toBe('Hotel Aurora');
  });
});

describe('page not found', () => {
  it('keeps the sidebar and header for a signed-in user', async () => {
    renderAt('/nope');
    expect(await screen.findByText('Page Not Found', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByTestId('button-sidebar-toggle')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('shows a signed-out visitor the page on its own', async () => {
    renderAt('/nope', null);
    expect(await screen.findByText('Page Not Found', { selector: 'h1' })).toBeTruthy();
    expect(screen.queryByTestId('button-sidebar-toggle')).toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});

describe('audit logs', () => {
  it("opens the hotel from an entry about it, by click or Enter; an entry about no hotel is no target", async () => {
    renderAt('/audit-logs');
    const userRow = await screen.findByTestId('row-audit-a2');
    expect(userRow.getAttribute('tabindex')).toBeNull();
    const hotelRow = screen.getByTestId('row-audit-a1');
    hotelRow.focus();
    fireEvent.keyDown(hotelRow, { key: 'Enter' });
    expect((await screen.findByTestId('text-hotel-title')).textContent).toBe('Hotel Aurora');
  });
});
