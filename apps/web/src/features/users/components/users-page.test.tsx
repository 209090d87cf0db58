import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser, User } from '@hotel/contracts';
import { dateTime, relativeTime } from '../../../lib/format';
import { renderWithApp } from '../../../test/render';
import { UsersPage } from './users-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN: CurrentUser = { id: 'u-admin', firstName: 'Olive', lastName: 'Ops', email: 'ops@x.dev', isAdmin: true };
const MEMBER: User = {
  id: 'u-member',
  firstName: 'Dana',
  lastName: 'Departed',
  email: 'dana@x.dev',
  isAdmin: false,
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The users API: GET lists, PATCH .../deactivate answers the updated user; every call is recorded. */
function stubUsersApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const body = init?.method === 'PATCH' ? { ...MEMBER, isActive: false } : [{ ...ADMIN, isActive: true, lastLoginAt: null, createdAt: MEMBER.createdAt }, MEMBER];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('UsersPage', () => {
  it('tells a non-admin they lack permission and shows no user table', () => {
    renderWithApp(<UsersPage />, { user: { id: 'u1', firstName: 'Bo', lastName: 'B', email: 'bo@x.dev', isAdmin: false } });
    expect(screen.getByText('You do not have permission to access this page. Admin privileges required.')).toBeTruthy();
    expect(screen.queryByText('Total Users')).toBeNull();
  });

  it('asks for confirmation before deactivating a user, and Cancel changes nothing', async () => {
    const calls = stubUsersApi();
    renderWithApp(<UsersPage />, { user: ADMIN });
    fireEvent.click(await screen.findByTestId(`button-deactivate-${MEMBER.id}`));
    const dialog = await screen.findByTestId('dialog-confirm-deactivate');
    expect(dialog.textContent).toContain('Deactivate Dana Departed?');
    expect(dialog.textContent).toContain('dana@x.dev loses access at once');
    fireEvent.click(screen.getByTestId('button-cancel-deactivate'));
    await waitFor(() => expect(screen.queryByTestId('dialog-confirm-deactivate')).toBeNull());
    expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('deactivates once confirmed', async () => {
    const calls = stubUsersApi();
    renderWithApp(<UsersPage />, { user: ADMIN });
    fireEvent.click(await screen.findByTestId(`button-deactivate-${MEMBER.id}`));
    fireEvent.click(await screen.findByTestId('button-confirm-deactivate'));
    await waitFor(() => expect(calls).toContain(`PATCH /api/users/${MEMBER.id}/deactivate`));
  });

  it('activates an inactive user without asking', async () => {
    const calls = stubUsersApi();
    MEMBER.isActive = false;
    try {
      renderWithApp(<UsersPage />, { user: ADMIN });
      fireEvent.click(await screen.findByTestId(`button-activate-${MEMBER.id}`));
      await waitFor(() => expect(calls).toContain(`PATCH /api/users/${MEMBER.id}/activate`));
      expect(screen.queryByTestId('dialog-confirm-deactivate')).toBeNull();
    } finally {
      MEMBER.isActive = true;
    }
  });

  it('shows Registered like Last Login: relative, the exact date on hover', async () => {
    stubUsersApi();
    renderWithApp(<UsersPage />, { user: ADMIN });
    const cell = await screen.findByTestId(`text-registered-${MEMBER.id}`);
    expect(cell.textContent).toBe(relativeTime(MEMBER.createdAt));
    expect(cell.getAttribute('title')).toBe(dateTime(MEMBER.createdAt));
  });

  it('says on your own row why it has no action', async () => {
    stubUsersApi();
    renderWithApp(<UsersPage />, { user: ADMIN });
    expect((await screen.findByTestId(`text-no-action-${ADMIN.id}`)).textContent).toBe("You can't deactivate yourself");
    expect(screen.queryByTestId(`button-deactivate-${ADMIN.id}`)).toBeNull();
  });
});
