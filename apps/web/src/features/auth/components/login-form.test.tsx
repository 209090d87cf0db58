import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { ApiError } from '../../../lib/api';
import { LoginForm } from './login-form';
import { SignupForm, validateSignup } from './signup-form';

afterEach(cleanup);

describe('LoginForm', () => {
  it('requires email and password before calling the server', () => {
    const calls: string[] = [];
    renderWithApp(<LoginForm />, { login: async (email) => void calls.push(email) });
    fireEvent.click(screen.getByTestId('button-login'));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's message in an inline alert when sign-in fails", async () => {
    renderWithApp(<LoginForm />, {
      login: async () => {
        throw new ApiError(401, '401: {}', 'Invalid email or password', 'INVALID_CREDENTIALS');
      },
    });
    fireEvent.change(screen.getByTestId('input-email'), { target: { value: 'a@hotelprofiler.dev' } });
    fireEvent.change(screen.getByTestId('input-password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByTestId('button-login'));
    await waitFor(() => expect(screen.getByTestId('alert-login-error').textContent).toContain('Invalid email or password'));
  });
});

describe('LoginForm before the address is confirmed', () => {
  it('shows the 403 text and a "Resend the email" action; other refusals do not offer it', async () => {
    const message = 'Confirm your email address before signing in: open the link we sent you, or resend the email.';
    let refusal = new ApiError(403, '403: {}', message, 'EMAIL_NOT_VERIFIED');
    renderWithApp(<LoginForm />, {
      login: async () => {
        throw refusal;
      },
    });
    fireEvent.change(screen.getByTestId('input-email'), { target: { value: 'new@hotelprofiler.dev' } });
    fireEvent.change(screen.getByTestId('input-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('button-login'));
    await waitFor(() => expect(screen.getByTestId('alert-login-error').textContent).toContain(message));
    expect(screen.getByTestId('button-resend-verification').textContent).toContain('Resend the email');

    refusal = new ApiError(401, '401: {}', 'Invalid email or password', 'INVALID_CREDENTIALS');
    fireEvent.click(screen.getByTestId('button-login'));
    await waitFor(() => expect(screen.getByTestId('alert-login-error').textContent).toContain('Invalid email or password'));
    expect(screen.queryByTestId('button-resend-verification')).toBeNull();
  });
});

describe('SignupForm', () => {
  const fill = () => {
    fireEvent.change(screen.getByTestId('input-first-name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByTestId('input-last-name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByTestId('input-signup-email'), { target: { value: 'ada@hotelprofiler.dev' } });
    fireEvent.change(screen.getByTestId('input-signup-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('button-signup'));
  };

  it('shows "check your email" with the address when the sign-up must be confirmed', async () => {
    renderWithApp(<SignupForm />, {
      signup: async (input) => ({ verificationRequired: true, email: input.email, message: 'Check your email to confirm your account' }),
    });
    fill();
    await waitFor(() => expect(screen.getByTestId('panel-check-email').textContent).toContain('Check your email to confirm your account'));
    expect(screen.getByTestId('text-check-email-address').textContent).toBe('ada@hotelprofiler.dev');
    expect(screen.getByTestId('button-resend-verification')).toBeTruthy();
    expect(screen.queryByTestId('button-signup')).toBeNull();
  });

  it('keeps no "check your email" state when the sign-up signed the person in', async () => {
    const calls: string[] = [];
    renderWithApp(<SignupForm />, { signup: async (input) => (calls.push(input.email), null) });
    fill();
    await waitFor(() => expect(calls).toEqual(['ada@hotelprofiler.dev']));
    expect(screen.queryByTestId('panel-check-email')).toBeNull();
  });
});

describe('validateSignup', () => {
  it('requires all four fields and a 6-character password', () => {
    expect(validateSignup({ firstName: '', lastName: ' ', email: '', password: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignup({ firstName: 'A', lastName: 'B', email: 'a@b.c', password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateSignup({ firstName: 'A', lastName: 'B', email: 'a@b.c', password: '123456' })).toEqual({});
  });
});
