import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the values of credential parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/google/callback?code=4%2F0Ab&state=xyz&scope=openid')).toBe('/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=openid');
    expect(redactUrl('/verify-email?token=abc123')).toBe('/verify-email?token=[redacted]');
    expect(redactUrl('/x?id_token=a&refresh_token=b&session_state=c&page=2')).toBe('/x?id_token=[redacted]&refresh_token=[redacted]&session_state=[redacted]&page=2');
  });

  it('is not fooled by repeated, encoded or differently cased names', () => {
    expect(redactUrl('/cb?code=a&code=b')).toBe('/cb?code=[redacted]&code=[redacted]');
    expect(redactUrl('/cb?%63ode=secret')).toBe('/cb?%63ode=[redacted]');
    expect(redactUrl('/cb?CODE=secret&State=s')).toBe('/cb?CODE=[redacted]&State=[redacted]');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/hotels?page=2&q=code')).toBe('/api/hotels?page=2&q=code');
    expect(redactUrl('/api/hotels')).toBe('/api/hotels');
    expect(redactUrl('/cb?code')).toBe('/cb?code');
    expect(redactUrl('/cb?%E0%A4%A=1')).toBe('/cb?%E0%A4%A=1');
  });
});
