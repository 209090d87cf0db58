import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { AuthConfigResponse } from '@hotel/contracts';
import { renderWithApp } from '../../../test/render';
import { authConfigQueryOptions } from '../api/get-auth-config';
import { LoginPage } from './login-page';

afterEach(cleanup);

const config = (overrides: Partial<AuthConfigResponse>): AuthConfigResponse => ({
  googleEnabled: true,
  allowedEmailDomain: 'hotelprofiler.dev',
  allowedExtraEmail: null,
  passwordSignupEnabled: true,
  emailVerificationRequired: false,
  ...overrides,
});

describe('LoginPage', () => {
  it('offers the Sign Up tab while password sign-up is on', () => {
    renderWithApp(<LoginPage />, {}, { queryData: [[authConfigQueryOptions().queryKey, config({})]] });
    expect(screen.getByTestId('tab-login')).toBeTruthy();
    expect(screen.getByTestId('tab-signup').textContent).toBe('Sign Up');
  });

  it('hides the Sign Up tab when the server says PASSWORD_SIGNUP=off', () => {
    renderWithApp(<LoginPage />, {}, { queryData: [[authConfigQueryOptions().queryKey, config({ passwordSignupEnabled: false })]] });
    expect(screen.getByTestId('tab-login')).toBeTruthy();
    expect(screen.queryByTestId('tab-signup')).toBeNull();
    expect(screen.getByTestId('button-google-login')).toBeTruthy();
  });
});
