import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { UsersPage } from './users-page';

afterEach(cleanup);

describe('UsersPage', () => {
  it('tells a non-admin they lack permission and shows no user table', () => {
    renderWithApp(<UsersPage />, { user: { id: 'u1', firstName: 'Bo', lastName: 'B', email: 'bo@x.dev', isAdmin: false } });
    expect(screen.getByText('You do not have permission to access this page. Admin privileges required.')).toBeTruthy();
    expect(screen.queryByText('Total Users')).toBeNull();
  });
});
