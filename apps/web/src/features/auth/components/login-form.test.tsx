import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { ApiError } from '../../../lib/api';
import { LoginForm } from './login-form';
import { validateSignup } from './signup-form';

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
