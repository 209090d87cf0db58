import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, parseApiError } from './api';

describe('parseApiError', () => {
  it("keeps the spec's 'status: body' message and reads the server's message for display", () => {
    const err = parseApiError(400, 'Bad Request', '{"code":"VALIDATION_ERROR","message":"URL is required"}');
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('400: {"code":"VALIDATION_ERROR","message":"URL is required"}');
    expect(err.displayMessage).toBe('URL is required');
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.status).toBe(400);
  });
  it('uses the status text when the body is empty', () => {
    const err = parseApiError(502, 'Bad Gateway', '');
    expect(err.message).toBe('502: Bad Gateway');
    expect(err.displayMessage).toBe('Bad Gateway');
    expect(err.code).toBeNull();
  });
  it('shows a plain-text body as is', () => {
    const err = parseApiError(500, 'Internal Server Error', 'boom');
    expect(err.message).toBe('500: boom');
    expect(err.displayMessage).toBe('boom');
  });
});

describe('errorMessage', () => {
  it("prefers the server's message, else the fallback", () => {
    expect(errorMessage(parseApiError(401, 'Unauthorized', '{"message":"Invalid email or password"}'), 'Failed to sign in')).toBe(
      'Invalid email or password',
    );
    expect(errorMessage(undefined, 'Failed to sign in')).toBe('Failed to sign in');
  });
});
